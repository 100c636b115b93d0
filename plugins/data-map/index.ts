import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';
import en from './locales/en.json';

export default definePlugin({
  manifest,
  view: () => import('./data-map-view'),
  messages: { en },
});
