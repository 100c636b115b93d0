import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';
import en from './locales/en.json';

export default definePlugin({
  manifest,
  view: () => import('./process-flow-view'),
  embedView: () => import('./process-flow-embed-view'),
  messages: { en },
});
