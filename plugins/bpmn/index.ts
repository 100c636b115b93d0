import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';

export default definePlugin({
  manifest,
  view: () => import('./bpmn-view'),
  embedView: () => import('./bpmn-embed-view'),
});
