import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';

export default definePlugin({
  manifest,
  view: () => import('./process-flow-view'),
  embedView: () => import('./process-flow-embed-view'),
});
