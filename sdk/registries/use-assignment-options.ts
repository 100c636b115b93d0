import { useMemo } from 'react';
import type { AssignmentField } from '../../core/domain/registry-types';
import { useProjectMembers } from '../members/project-members';
import { useRegistry } from './use-registry';

/** One thing an entity value can be assigned: a tag, a stakeholder, a product or service, a project member. */
export interface AssignmentOption {
  id: number;
  name: string;
  color?: string | null;
}

export type AssignmentOptions = Record<AssignmentField, readonly AssignmentOption[]>;

/**
 * What the entity values of a project can be assigned, per assignment array: its tags, stakeholders,
 * products and services (each registry loaded once per project and page) and its members.
 */
export function useAssignmentOptions(projectId: number): AssignmentOptions {
  const tags = useRegistry(projectId, 'tags').rows;
  const stakeholders = useRegistry(projectId, 'stakeholders').rows;
  const products = useRegistry(projectId, 'product_and_service_items').rows;
  const members = useProjectMembers(projectId);
  return useMemo(
    () => ({
      tag_ids: tags.map(({ id, name, color }) => ({ id, name, color })),
      stakeholder_ids: stakeholders.map(({ id, name }) => ({ id, name })),
      product_and_service_item_ids: products.map(({ id, name }) => ({ id, name })),
      user_ids: (members ?? []).map(({ id, name }) => ({ id, name })),
    }),
    [tags, stakeholders, products, members],
  );
}

/** The options of `ids` in that order; ids no longer there (a deleted item, a member who left) are left out. */
export function chosenOptions(options: readonly AssignmentOption[], ids: readonly number[]): AssignmentOption[] {
  const byId = new Map(options.map((option) => [option.id, option]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
