import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';
import { messages } from './messages';

export default definePlugin({
  manifest,
  view: () => import('./process-flow-view'),
  embedView: () => import('./process-flow-embed-view'),
  messages,
});
