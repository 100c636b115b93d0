/**
 * A data use: how the project uses one catalog detail (a note and the project's modules concerned), one entity
 * value per detail, kept only while it says something (screens-and-editor.md §4): a change that would leave every
 * field at its empty default (text empty, lists empty, counts zero) deletes the value; an existing value with a
 * non-empty result is updated; a detail without one gets one created.
 */
import type { EntityItem } from '../../sdk';
import { saysNothing } from '../../sdk/manifest';
import { DATA_USE_CONTENT_FIELDS } from './manifest';

export interface DataUse {
  data_catalog_detail_id: number;
  text?: string;
  /** The project's modules this use concerns (e.g. the process diagram that reads the data). */
  link_ids?: number[];
}

/** What a data use says, without the detail it is about. */
export type DataUseContent = Pick<DataUse, 'text' | 'link_ids'>;

export type DataUseChange =
  | { kind: 'create'; value: DataUse }
  | { kind: 'update'; key: string; value: DataUse }
  | { kind: 'delete'; key: string }
  | { kind: 'none' };

/** The write that brings the detail's use (`existing`, if it has one) to `next`. */
export function dataUseChange(detailId: number, existing: EntityItem<DataUse> | undefined, next: DataUseContent): DataUseChange {
  const value: DataUse = { data_catalog_detail_id: detailId, text: next.text ?? '', link_ids: next.link_ids ?? [] };
  if (saysNothing(value, DATA_USE_CONTENT_FIELDS, existing?.commentCount)) return existing ? { kind: 'delete', key: existing.key } : { kind: 'none' };
  return existing ? { kind: 'update', key: existing.key, value } : { kind: 'create', value };
}
