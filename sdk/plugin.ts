import { createElement } from 'react';
import type { TourDeclaration } from '../core/domain/tours';
import type { ListViewContribution } from './list/list-views';
import type { PluginManifest } from './manifest';
import type { LazyComponent, ModuleViewProps } from './module-view';

export type { LazyComponent, ModuleViewProps } from './module-view';
export type { TourDeclaration, TourStep } from '../core/domain/tours';

/**
 * i18next messages by language. A plugin's own are its `locales/<language>.json` files, which the host finds and
 * registers under the plugin's segment as namespace.
 */
export type PluginMessages = Record<string, Record<string, unknown>>;

export interface PluginDefinition {
  manifest: PluginManifest;
  view: LazyComponent<ModuleViewProps>;
  /** The embed variant; the host shows only the header bar above it. Defaults to `view`, read-only. */
  embedView?: LazyComponent<ModuleViewProps>;
  /** A list kind's other views of its items (sdk/list/list-views.ts), offered beside the list. */
  listViews?: ListViewContribution[];
  /** Tours of the module page besides its family's; keys in the plugin's namespace (its segment). */
  tours?: TourDeclaration[];
}

/** What a plugin's index declares: a list, canvas, registry, board or embed kind leaves out `view`, its family draws it. */
export type PluginDeclaration = Omit<PluginDefinition, 'view'> & { view?: LazyComponent<ModuleViewProps> };

export function definePlugin({ view, ...definition }: PluginDeclaration): PluginDefinition {
  const drawn = view ?? familyView(definition.manifest, definition.listViews);
  if (!drawn) throw new Error(`The plugin ${definition.manifest.typeKey} has no view and declares no list, canvas, registry, board or embed.`);
  return { ...definition, view: drawn };
}

/** The family's view of a list, canvas, registry, board or embed kind, bound to its declaration; loaded lazily like any view. */
function familyView({ segment, list, canvas, registry, board, embed }: PluginManifest, listViews?: ListViewContribution[]): LazyComponent<ModuleViewProps> | undefined {
  if (list) {
    return async () => {
      const { ListFamilyView } = await import('./list/list-family-view');
      return { default: (props: ModuleViewProps) => createElement(ListFamilyView, { ...props, segment, list, views: listViews }) };
    };
  }
  if (canvas) {
    return async () => {
      const { CanvasFamilyView } = await import('./canvas/canvas-family-view');
      return { default: (props: ModuleViewProps) => createElement(CanvasFamilyView, { ...props, segment, canvas }) };
    };
  }
  if (registry) {
    return async () => {
      const { RegistryFamilyView } = await import('./registry/registry-family-view');
      return { default: (props: ModuleViewProps) => createElement(RegistryFamilyView, { ...props, segment, registry }) };
    };
  }
  if (board) {
    return async () => {
      const { BoardFamilyView } = await import('./board/board-family-view');
      return { default: (props: ModuleViewProps) => createElement(BoardFamilyView, { ...props, segment, board }) };
    };
  }
  if (embed) {
    return async () => {
      const { EmbedFamilyView } = await import('./external-embed/embed-family-view');
      return { default: (props: ModuleViewProps) => createElement(EmbedFamilyView, { ...props, segment, embed }) };
    };
  }
  return undefined;
}
