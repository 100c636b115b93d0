import { createPluginRegistry } from './plugin-registry';

/**
 * The one place the host touches plugins. Index files are small (manifest plus lazy view loaders),
 * so eager discovery costs little and the views stay in their own chunks.
 */
export const pluginRegistry = createPluginRegistry(
  import.meta.glob('../../plugins/*/index.{ts,tsx}', { eager: true }),
);

export { createPluginRegistry, embedSegmentOf, type PluginRegistry } from './plugin-registry';
