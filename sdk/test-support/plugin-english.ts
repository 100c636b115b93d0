import type { PluginMessages } from '../plugin';

const files = import.meta.glob<Record<string, unknown>>('../../plugins/*/locales/en.json', { eager: true, import: 'default' });

/** A plugin's messages as the host registers them in English (plugins/<segment>/locales/en.json). */
export function pluginMessages(segment: string): PluginMessages {
  const en = files[`../../plugins/${segment}/locales/en.json`];
  return en ? { en } : {};
}
