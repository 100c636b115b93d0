/**
 * One row of a shown registry as the family handles it, whichever registry it comes from: a stakeholder,
 * a product or service, or a role (which has no links and no groups).
 */
import type { Link } from '../../core/domain/registry-types';
import type { RegistryRows } from '../registries/registry-types';
import { REGISTRY_TRAITS, type ShownRegistry } from './registry-declaration';

export interface RegistryEntry {
  id: number;
  name: string;
  description: string;
  position: number;
  link_title?: string;
  link_url?: string;
  links?: Link[];
  groupIds: number[];
}

export type ShownRow = RegistryRows[ShownRegistry];

export function registryEntry(registry: ShownRegistry, row: ShownRow): RegistryEntry {
  const field = REGISTRY_TRAITS[registry].groupIdsField;
  const groupIds = field && field in row ? ((row as unknown as Record<string, number[]>)[field] ?? []) : [];
  return { ...row, groupIds };
}

/** The body that saves an edited entry: its own fields, and its group ids under the registry's name for them. */
export function entryBody(registry: ShownRegistry, entry: RegistryEntry): Record<string, unknown> {
  const traits = REGISTRY_TRAITS[registry];
  const body: Record<string, unknown> = { name: entry.name, description: entry.description };
  if (traits.linkableType) Object.assign(body, { link_title: entry.link_title ?? '', link_url: entry.link_url ?? '' });
  if (traits.groupIdsField) body[traits.groupIdsField] = entry.groupIds;
  return body;
}

export type SortKey = 'manual' | 'name' | 'usedIn';

export interface ListChoices {
  search: string;
  /** Show only entries carrying this group, by id. */
  groupId?: number;
  sort: SortKey;
}

/** The entries shown for a search, a group filter and a sort; `usedCount` counts an entry's uses. */
export function shownEntries(entries: readonly RegistryEntry[], choices: ListChoices, usedCount: (id: number) => number): RegistryEntry[] {
  const needle = choices.search.trim().toLocaleLowerCase();
  const shown = entries.filter(
    (entry) =>
      (choices.groupId === undefined || entry.groupIds.includes(choices.groupId)) &&
      (needle === '' || `${entry.name}\n${entry.description}`.toLocaleLowerCase().includes(needle)),
  );
  if (choices.sort === 'name') return shown.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  if (choices.sort === 'usedIn') return shown.sort((a, b) => usedCount(b.id) - usedCount(a.id) || a.name.localeCompare(b.name));
  return shown;
}

/** Rows can be reordered only when all are shown in their own order. */
export const isManualOrder = (choices: ListChoices) => choices.sort === 'manual' && choices.search.trim() === '' && choices.groupId === undefined;
