import type { PluginDefinition } from '../../sdk/plugin';

/** The module kinds the host knows, discovered from plugins/<segment>/index.ts. */
export interface PluginRegistry {
  readonly plugins: readonly PluginDefinition[];
  byTypeKey(typeKey: string): PluginDefinition | undefined;
  bySegment(segment: string): PluginDefinition | undefined;
}

export function embedSegmentOf(plugin: PluginDefinition): string {
  return plugin.manifest.embedSegment ?? plugin.manifest.segment;
}

function isPluginDefinition(value: unknown): value is PluginDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PluginDefinition>;
  return (
    typeof candidate.view === 'function' &&
    typeof candidate.manifest?.typeKey === 'string' &&
    typeof candidate.manifest.segment === 'string'
  );
}

/**
 * Builds the registry from the modules `import.meta.glob` found. A folder whose index does not
 * default-export a plugin, or whose type key or segment clashes with another, is a programming error:
 * it fails loudly at start rather than shadowing a module kind.
 */
export function createPluginRegistry(modules: Record<string, unknown>): PluginRegistry {
  const plugins: PluginDefinition[] = [];
  const typeKeys = new Map<string, PluginDefinition>();
  const segments = new Map<string, PluginDefinition>();
  const embedSegments = new Set<string>();
  for (const [path, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const plugin = (mod as { default?: unknown } | undefined)?.default;
    if (!isPluginDefinition(plugin)) {
      throw new Error(`${path} does not default-export definePlugin(...)`);
    }
    const { typeKey, segment } = plugin.manifest;
    if (typeKeys.has(typeKey)) throw new Error(`${path}: type key ${typeKey} is already registered`);
    if (segments.has(segment)) throw new Error(`${path}: segment ${segment} is already registered`);
    const embedSegment = embedSegmentOf(plugin);
    if (embedSegments.has(embedSegment)) throw new Error(`${path}: embed segment ${embedSegment} is already registered`);
    embedSegments.add(embedSegment);
    typeKeys.set(typeKey, plugin);
    segments.set(segment, plugin);
    plugins.push(plugin);
  }
  return {
    plugins,
    byTypeKey: (typeKey) => typeKeys.get(typeKey),
    bySegment: (segment) => segments.get(segment),
  };
}
