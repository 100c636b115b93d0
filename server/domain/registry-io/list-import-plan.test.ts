import { describe, expect, it } from 'vitest';
import { mergeEntityMap } from '../../../core/domain/entity-map';
import drivers from '../../../plugins/drivers/manifest';
import { compileDocumentValidator, createDocumentAjv } from '../json-schema-validator';
import { planListImport } from './list-import-plan';
import { STAKEHOLDERS_IO, TAGS_IO } from './registry-io-declarations';

const list = drivers.list!;
const context = {
  fields: list.fields,
  fieldLabels: new Map([['title', ['Driver']], ['importance', ['Importance']]]),
  entityMap: mergeEntityMap({ tag: { singular: 'Label', plural: 'Labels' } }),
  validate: compileDocumentValidator(createDocumentAjv(), drivers.entityAttributes.find((attribute) => attribute.key === list.itemKey)!.json_schema),
  optionValues: new Map([['importance', new Map([['high', 'high'], ['hoch', 'high']])]]),
  lookupIds: new Map([['driver_item_types', new Map([['market', 4]])]]),
};
const table = (header: string[], ...rows: string[][]) => ({ header, rows: rows.map((cells, index) => ({ line: index + 2, cells })) });

describe('planListImport', () => {
  it('reads columns by field label or name, a select by its label, a lookup by name, and the assignment columns', () => {
    const plan = planListImport(
      table(['Driver', 'description', 'IMPORTANCE', 'type', 'Stakeholders', 'Labels', 'Owner'], ['Growth', 'More', 'Hoch', 'Market', 'Alice; Bob', 'x', 'someone']),
      context,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.rows).toHaveLength(1);
    expect(plan.rows[0].value).toEqual({ title: 'Growth', description: 'More', importance: 'high', type: 4 });
    expect(plan.rows[0].assigned.get(STAKEHOLDERS_IO)).toEqual(['Alice', 'Bob']);
    expect(plan.rows[0].assigned.get(TAGS_IO)).toEqual(['x']);
  });

  it('gives each wrong row its line and the reason in the field\'s words', () => {
    const plan = planListImport(table(['Driver', 'Importance', 'Type'], ['Ok', '', ''], ['', 'high', ''], ['B', 'huge', 'Weather']), context);
    expect(plan.rows.map((row) => row.line)).toEqual([2]);
    expect(plan.errors).toEqual([
      { line: 3, reason: 'Driver: is required' },
      { line: 4, reason: 'type: "Weather" is not an item of this list\'s choices; an administrator can add it.' },
      { line: 4, reason: 'Importance: "huge" is not one of the choices (low, medium, high, critical).' },
    ]);
  });
});
