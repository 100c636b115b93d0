import type { TFunction } from 'i18next';
import type { PluginDefinition } from '../../sdk/plugin';
import { untypedKeys } from '../../core/i18n/untyped-keys';

/** A module kind's title in the user's language: the plugin's `title` message, else the manifest's. */
export function pluginTitle(plugin: PluginDefinition, t: TFunction<'host'>): string {
  return untypedKeys(t)('title', { ns: plugin.manifest.segment, defaultValue: plugin.manifest.title });
}
