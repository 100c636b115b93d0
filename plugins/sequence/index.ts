import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';

export default definePlugin({
  manifest,
  view: () => import('./sequence-view'),
  embedView: () => import('./sequence-embed-view'),
});
