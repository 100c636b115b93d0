import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';

export default definePlugin({
  manifest,
  view: () => import('./ecosystem-view'),
  embedView: () => import('./ecosystem-embed-view'),
});
