import { describe, expect, it } from 'vitest';
import { revisionItemChange, type RevisionValueState } from '../../../core/domain/module-revision-types';
import { describeModuleChange } from './change-words';

const risk = (title: string | undefined, extra: Record<string, unknown> = {}, position = 0): RevisionValueState => ({
  key: 'RiskItem',
  entity_attribute_id: 1,
  single_document: false,
  value: title === undefined ? { ...extra } : { title, ...extra },
  position,
  tag_ids: [],
  stakeholder_ids: [],
  product_and_service_item_ids: [],
  user_ids: [],
});

describe('describeModuleChange', () => {
  it('names the module and each added, changed and removed item with the fields that changed', () => {
    const changes = [
      revisionItemChange(1, null, risk('Late supplier')),
      revisionItemChange(2, risk('Delay'), risk('Delay', { owner: 'Bob' })),
      revisionItemChange(3, risk('Strike'), null),
    ].flatMap((change) => change ?? []);
    expect(describeModuleChange('Risks', changes)).toBe('In module "Risks": added "Late supplier"; changed "Delay" (owner); removed "Strike"');
  });

  it('counts unnamed items and those beyond the first three', () => {
    const added = [1, 2, 3, 4].map((id) => revisionItemChange(id, null, risk(`Risk ${id}`))!);
    const unnamed = revisionItemChange(9, risk(undefined), null)!;
    expect(describeModuleChange('Risks', [...added, unnamed])).toBe('In module "Risks": added "Risk 1", "Risk 2", "Risk 3" and 1 more item; removed 1 item');
  });

  it('says a reorder in one phrase and nothing when no content changed', () => {
    const moved = [revisionItemChange(1, risk('A', {}, 0), risk('A', {}, 1))!, revisionItemChange(2, risk('B', {}, 1), risk('B', {}, 0))!];
    expect(describeModuleChange('Risks', moved)).toBe('In module "Risks": reordered the content');
    expect(describeModuleChange('Risks', [])).toBeNull();
  });
});
