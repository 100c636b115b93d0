import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Text',
    // The browser tests and screen reader users find the editor by this name.
    editorLabel: 'Text',
    empty: 'No text yet.',
  },
} satisfies PluginMessages;
