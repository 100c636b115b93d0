import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleViewProps, PluginDefinition } from '../../sdk/plugin';

type LazyView = LazyExoticComponent<ComponentType<ModuleViewProps>>;

const views = new WeakMap<PluginDefinition, { view?: LazyView; embed?: LazyView }>();

/**
 * The plugin's view as a lazy component, made once per plugin so React keeps the loaded chunk and
 * the view's state across renders. The embed falls back to the normal view.
 */
export function lazyPluginView(plugin: PluginDefinition, variant: 'view' | 'embed'): LazyView {
  const entry = views.get(plugin) ?? {};
  views.set(plugin, entry);
  if (variant === 'embed') {
    entry.embed ??= plugin.embedView ? lazy(plugin.embedView) : lazyPluginView(plugin, 'view');
    return entry.embed;
  }
  entry.view ??= lazy(plugin.view);
  return entry.view;
}
