import { describe, expect, it } from 'vitest';
import type { EntityItem } from '../../sdk';
import { dataUseChange, type DataUse } from './data-use';

const existing = (value: Partial<DataUse>, commentCount = 0): EntityItem<DataUse> => ({
  key: '7',
  id: 7,
  position: 0,
  value: { data_catalog_detail_id: 3, ...value },
  commentCount,
});

describe('a data use is kept only while it says something', () => {
  it('creates one for a detail without a use when the change says something', () => {
    expect(dataUseChange(3, undefined, { text: 'Read at checkout' })).toEqual({
      kind: 'create',
      value: { data_catalog_detail_id: 3, text: 'Read at checkout', link_ids: [] },
    });
    expect(dataUseChange(3, undefined, { link_ids: [12] })).toMatchObject({ kind: 'create' });
  });

  it('writes nothing when a detail without a use is left empty', () => {
    expect(dataUseChange(3, undefined, { text: '   ', link_ids: [] })).toEqual({ kind: 'none' });
  });

  it('updates an existing use whose result still says something', () => {
    expect(dataUseChange(3, existing({ text: 'Old' }), { text: 'New', link_ids: [12] })).toEqual({
      kind: 'update',
      key: '7',
      value: { data_catalog_detail_id: 3, text: 'New', link_ids: [12] },
    });
  });

  it('deletes an existing use when every field would be at its empty default', () => {
    expect(dataUseChange(3, existing({ text: 'Old', link_ids: [12] }), { text: '', link_ids: [] })).toEqual({ kind: 'delete', key: '7' });
  });

  it('keeps a use that has comments, even with no text and no links', () => {
    expect(dataUseChange(3, existing({ text: 'Old' }, 2), { text: '', link_ids: [] })).toMatchObject({ kind: 'update' });
  });
});
