import { definePlugin } from '../../sdk/plugin';
import manifest from './manifest';
import en from './locales/en.json';

export default definePlugin({ manifest, messages: { en } });
