/**
 * The kinds "Add module" offers as the user reads them (titles, descriptions and categories in the user's
 * language), and the search over them.
 */
import type { TFunction } from 'i18next';
import { matchesSearch } from '../../core/domain/search-text';
import type { OfferedCategory } from './module-kind-catalogue';
import { pluginTitle } from './plugin-title';
import { untypedKeys } from '../../core/i18n/untyped-keys';

export interface ModuleKindChoice {
  typeKey: string;
  title: string;
  description: string;
  icon: string | null;
}

export interface ModuleKindChoiceGroup {
  /** The category as the user reads it. */
  label: string;
  kinds: ModuleKindChoice[];
}

export function moduleKindChoices(categories: readonly OfferedCategory[], t: TFunction<'host'>): ModuleKindChoiceGroup[] {
  return categories.map(({ category, kinds }) => ({
    label: t(`categories.${category}`, { defaultValue: category }),
    kinds: kinds.map(({ plugin, title, description, icon }) => ({
      typeKey: plugin.manifest.typeKey,
      title: title ?? pluginTitle(plugin, t),
      description: description ?? untypedKeys(t)('description', { ns: plugin.manifest.segment, defaultValue: plugin.manifest.description }),
      icon,
    })),
  }));
}

/** The kinds whose title, category and description together hold every word of the query; empty groups go. */
export function searchModuleKinds(groups: readonly ModuleKindChoiceGroup[], query: string): ModuleKindChoiceGroup[] {
  return groups
    .map(({ label, kinds }) => ({ label, kinds: kinds.filter((kind) => matchesSearch(`${kind.title} ${label} ${kind.description}`, query)) }))
    .filter((group) => group.kinds.length > 0);
}
