/**
 * Version history of a module (GET /api/modules/{moduleId}/revisions...): the shapes the server answers
 * and the pure rules both sides use to read a stored item (its label, which fields changed).
 */
import type { Id } from './api-types';
import type { HistoryEventUser } from './workspace-types';

/** An entity value as a revision stores it. */
export interface RevisionValueState {
  key: string;
  entity_attribute_id: number;
  single_document: boolean;
  value: Record<string, unknown>;
  position: number;
  tag_ids: number[];
  stakeholder_ids: number[];
  product_and_service_item_ids: number[];
  user_ids: number[];
}

/** The module's own fields as a revision stores them (the item whose entity_value_id is null). */
export interface RevisionModuleState {
  name: string;
  description: string;
  status_id: number | null;
  locked: boolean;
}

export type RevisionItemState = RevisionValueState | RevisionModuleState;

export type RevisionChangeKind = 'added' | 'removed' | 'changed';

export interface RevisionFieldChange {
  /** A field of the value document, 'order' (the row's position), an assignment list, or a module field. */
  name: string;
  before: unknown;
  after: unknown;
}

export interface RevisionItemChange {
  entity_value_id: Id | null;
  /** The attribute key of the value, or 'module' for the module's own fields. */
  key: string;
  change: RevisionChangeKind;
  /** What people call the item (its title, name, label or text), when it has one. */
  label: string | null;
  before: RevisionItemState | null;
  after: RevisionItemState | null;
  fields: RevisionFieldChange[];
}

export interface ModuleRevisionSummary {
  id: Id;
  /** 'edit', 'restore' (of restored_from_id) or 'daily' (a day folded into one snapshot beyond the retention). */
  kind: 'edit' | 'restore' | 'daily';
  restored_from_id: Id | null;
  user: HistoryEventUser | null;
  created_at: string;
  added: number;
  removed: number;
  changed: number;
}

/** Consecutive revisions of one user within one minute. */
export interface ModuleRevisionGroup {
  user: HistoryEventUser | null;
  /** The minute, ISO 8601 (seconds zero). */
  minute: string;
  revisions: ModuleRevisionSummary[];
}

export interface ModuleRevisionPage {
  groups: ModuleRevisionGroup[];
  /** How many revisions the module has (pages count revisions, not groups). */
  total: number;
}

export interface ModuleRevisionDetail extends ModuleRevisionSummary {
  items: RevisionItemChange[];
}

const LABEL_FIELDS = ['title', 'name', 'label', 'text', 'headline', 'question', 'content'] as const;
const MAX_LABEL_LENGTH = 80;

/** The words people know an item by: its first non-empty title-like field, without markup, shortened. */
export function revisionItemLabel(state: RevisionItemState | null): string | null {
  if (!state) return null;
  if (!('value' in state)) return state.name;
  for (const field of LABEL_FIELDS) {
    const text = state.value[field];
    if (typeof text !== 'string') continue;
    const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    if (plain) return plain.length > MAX_LABEL_LENGTH ? `${plain.slice(0, MAX_LABEL_LENGTH - 1)}…` : plain;
  }
  return null;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function fieldsOf(state: RevisionItemState): Record<string, unknown> {
  if (!('value' in state)) return { ...state };
  // The row's position is called order: a diagram cell's document has a position of its own.
  const { value, key: _key, entity_attribute_id: _attribute, single_document: _single, position: order, ...assigned } = state;
  return { ...value, order, ...assigned };
}

/** The fields whose values differ between two states of one item (document fields first, then position and assignments). */
export function changedRevisionFields(before: RevisionItemState, after: RevisionItemState): RevisionFieldChange[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return names.filter((name) => !sameJson(was[name], is[name])).map((name) => ({ name, before: was[name] ?? null, after: is[name] ?? null }));
}

/** One item's change between two states (null = absent), or null when nothing changed. */
export function revisionItemChange(
  entityValueId: Id | null,
  before: RevisionItemState | null,
  after: RevisionItemState | null,
): RevisionItemChange | null {
  const state = after ?? before;
  if (!state || sameJson(before, after)) return null;
  const key = 'key' in state ? state.key : 'module';
  const label = revisionItemLabel(after) ?? revisionItemLabel(before);
  if (!before) return { entity_value_id: entityValueId, key, change: 'added', label, before, after, fields: [] };
  if (!after) return { entity_value_id: entityValueId, key, change: 'removed', label, before, after, fields: [] };
  return { entity_value_id: entityValueId, key, change: 'changed', label, before, after, fields: changedRevisionFields(before, after) };
}
