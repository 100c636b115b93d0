import type { EntityMap } from './api-types';

/**
 * Entity labels a company can rename (data-layer.md §1), with the spec's defaults. The server answers
 * these merged with the company's own map in GET /api/current_company; the client shows them.
 */
export const DEFAULT_ENTITY_MAP: Readonly<EntityMap> = Object.freeze({
  stakeholder: { singular: 'Stakeholder', plural: 'Stakeholders' },
  stakeholder_role: { singular: 'Stakeholder Role', plural: 'Stakeholder Roles' },
  product_and_service: { singular: 'Product & Service', plural: 'Products & Services' },
  product_and_service_category: { singular: 'Product & Service Category', plural: 'Product & Service Categories' },
  tag: { singular: 'Tag', plural: 'Tags' },
  tag_category: { singular: 'Tag Category', plural: 'Tag Categories' },
});

/** Longest label a company may give (singular or plural, trimmed). */
export const ENTITY_LABEL_MAX_LENGTH = 60;

/** The defaults with the company's renames applied; entries that are not label pairs are ignored. */
export function mergeEntityMap(stored: unknown): EntityMap {
  const merged: EntityMap = { ...DEFAULT_ENTITY_MAP };
  if (!stored || typeof stored !== 'object') return merged;
  for (const [key, label] of Object.entries(stored as Record<string, unknown>)) {
    const pair = label as { singular?: unknown; plural?: unknown } | null;
    if (pair && typeof pair.singular === 'string' && typeof pair.plural === 'string') {
      merged[key] = { singular: pair.singular, plural: pair.plural };
    }
  }
  return merged;
}
