import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';
import { messages } from './messages';

export default definePlugin({
  manifest,
  view: () => import('./bpmn-view'),
  embedView: () => import('./bpmn-embed-view'),
  messages,
});
