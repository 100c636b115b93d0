import { useMemo } from 'react';
import type { Assignments } from '../entity-values/assignments';
import { useRegistry } from '../registries/use-registry';
import { useUserPreference } from '../ui/use-user-preference';
import { colourFilterFromStored, colourFilterMatcher, DEFAULT_COLOUR_FILTER, type ColourFilter, type RegistryGroupsOf } from './colour-filter';

/** The user's remembered preference key for one board's colour filter. */
export const colourFilterPreferenceKey = (moduleId: number) => `board-colour-filter.${moduleId}`;

export interface ColourFilterState {
  filter: ColourFilter;
  change: (filter: ColourFilter) => void;
  matches: (assignments: Assignments) => boolean;
}

/** The board's colour filter, kept per user and module, and its matching rule over the project's registries. */
export function useColourFilter(projectId: number, moduleId: number, enabled: boolean): ColourFilterState {
  const [filter, change] = useUserPreference(colourFilterPreferenceKey(moduleId), DEFAULT_COLOUR_FILTER, colourFilterFromStored);
  const tags = useRegistry(projectId, 'tags').rows;
  const stakeholders = useRegistry(projectId, 'stakeholders').rows;
  const products = useRegistry(projectId, 'product_and_service_items').rows;
  const groups = useMemo<RegistryGroupsOf>(
    () => ({
      tagCategories: new Map(tags.map((tag) => [tag.id, tag.tag_category_ids])),
      stakeholderRoles: new Map(stakeholders.map((stakeholder) => [stakeholder.id, stakeholder.stakeholder_role_ids])),
      productCategories: new Map(products.map((product) => [product.id, product.product_and_service_item_category_ids])),
    }),
    [tags, stakeholders, products],
  );
  const shown = enabled ? filter : DEFAULT_COLOUR_FILTER;
  const matches = useMemo(() => colourFilterMatcher(shown, groups), [shown, groups]);
  return { filter: shown, change, matches };
}
