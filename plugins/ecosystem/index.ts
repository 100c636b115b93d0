import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';
import en from './locales/en.json';

export default definePlugin({
  manifest,
  view: () => import('./ecosystem-view'),
  embedView: () => import('./ecosystem-embed-view'),
  messages: { en },
});
