import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    // The browser tests and screen reader users find the editor by this name.
    editorLabel: 'Text',
    empty: 'No text yet.',
  },
} satisfies PluginMessages;
