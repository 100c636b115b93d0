import type { TFunction } from 'i18next';
import type { PluginDefinition } from '../../sdk/plugin';

/** A module kind's title in the user's language: the plugin's `title` message, else the manifest's. */
export function pluginTitle(plugin: PluginDefinition, t: TFunction<'host'>): string {
  return t('title', { ns: plugin.manifest.segment, defaultValue: plugin.manifest.title });
}
