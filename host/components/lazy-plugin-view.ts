import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleViewProps, PluginDefinition } from '../../sdk/plugin';
import { loadChunk } from '../app/chunk-load-failure';

type LazyView = LazyExoticComponent<ComponentType<ModuleViewProps>>;

const views = new WeakMap<PluginDefinition, { view?: LazyView; embed?: LazyView }>();

/**
 * The plugin's view as a lazy component, made once per plugin so React keeps the loaded chunk and
 * the view's state across renders. The embed falls back to the normal view. A view whose chunk does not
 * arrive in time fails as a chunk load failure.
 */
export function lazyPluginView(plugin: PluginDefinition, variant: 'view' | 'embed'): LazyView {
  const entry = views.get(plugin) ?? {};
  views.set(plugin, entry);
  const { embedView } = plugin;
  if (variant === 'embed') {
    entry.embed ??= embedView ? lazy(() => loadChunk(`${plugin.manifest.segment}-embed`, embedView)) : lazyPluginView(plugin, 'view');
    return entry.embed;
  }
  entry.view ??= lazy(() => loadChunk(plugin.manifest.segment, plugin.view));
  return entry.view;
}
