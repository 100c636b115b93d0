import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';

export default definePlugin({
  manifest,
  listViews: [{ id: 'matrix', title: 'views.matrix', component: () => import('./risk-matrix') }],
});
