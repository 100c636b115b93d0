import { describe, expect, it } from 'vitest';
import type { RevisionItemChange, RevisionValueState } from '../../../core/domain/module-revision-types';
import { fieldWords, revisionItemSentences } from './revision-words';

/** Shows the key and its parameters, so the test reads what the sentence is made of. */
const t = (key: string, options: Record<string, unknown> = {}) =>
  [key.replace('versionHistory.', ''), ...Object.entries(options).map(([name, value]) => `${name}=${String(value)}`)].join(' ');

const state = (value: Record<string, unknown>, position = 0): RevisionValueState => ({
  key: 'RiskItem',
  entity_attribute_id: 1,
  single_document: false,
  value,
  position,
  tag_ids: [],
  stakeholder_ids: [],
  product_and_service_item_ids: [],
  user_ids: [],
});

const item = (change: Partial<RevisionItemChange>): RevisionItemChange => ({
  entity_value_id: 7,
  key: 'RiskItem',
  change: 'changed',
  label: 'Late supplier',
  before: state({}),
  after: state({}),
  fields: [],
  ...change,
});

describe('revisionItemSentences', () => {
  it('tells an added and a removed item by its label, or as an item when it has none', () => {
    expect(revisionItemSentences(item({ change: 'added', before: null }), t, fieldWords)).toEqual(['added label=Late supplier']);
    expect(revisionItemSentences(item({ change: 'removed', after: null, label: null }), t, fieldWords)).toEqual(['removedUnnamed']);
  });

  it('tells each changed field from before to after, simple values quoted and empty ones as empty', () => {
    const fields = [
      { name: 'owner', before: 'Ann', after: 'Bob' },
      { name: 'due_date', before: null, after: '2026-12-24' },
      { name: 'done', before: false, after: true },
    ];
    expect(revisionItemSentences(item({ fields }), t, fieldWords)).toEqual([
      'changedFromTo field=Owner label=Late supplier before=“Ann” after=“Bob”',
      'changedFromTo field=Due date label=Late supplier before=empty after=“2026-12-24”',
      'changedFromTo field=Done label=Late supplier before=no after=yes',
    ]);
  });

  it('names a field whose value is not simple without its values, and a mere move as a move', () => {
    expect(revisionItemSentences(item({ fields: [{ name: 'position', before: { x: 0 }, after: { x: 9 } }] }), t, fieldWords)).toEqual([
      'changed field=Position label=Late supplier before=null after=null',
    ]);
    expect(revisionItemSentences(item({ fields: [{ name: 'order', before: 0, after: 3 }] }), t, fieldWords)).toEqual(['moved label=Late supplier']);
  });

  it("tells the module's own fields as the module's", () => {
    const sentences = revisionItemSentences(item({ entity_value_id: null, key: 'module', fields: [{ name: 'name', before: 'Risks', after: 'Top risks' }] }), t, fieldWords);
    expect(sentences).toEqual(['moduleFieldFromTo field=Name label=Late supplier before=“Risks” after=“Top risks”']);
  });
});

describe('fieldWords', () => {
  it('turns a declared name into words', () => {
    expect(fieldWords('due_date')).toBe('Due date');
    expect(fieldWords('stakeholder_ids')).toBe('Stakeholder');
    expect(fieldWords('showGridlines')).toBe('Show gridlines');
  });
});
