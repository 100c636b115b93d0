import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';
import en from './locales/en.json';

export default definePlugin({
  manifest,
  messages: { en },
  listViews: [{ id: 'matrix', title: 'views.matrix', component: () => import('./risk-matrix') }],
});
