import { describe, expect, it } from 'vitest';
import { mergeEntityMap } from '../../../core/domain/entity-map';
import { planRegistryImport, splitNames } from './import-plan';
import type { ImportTable } from './import-table';
import { STAKEHOLDERS_IO, TAGS_IO } from './registry-io-declarations';

const DEFAULTS = mergeEntityMap(null);
const table = (header: string[], ...rows: string[][]): ImportTable => ({
  header,
  rows: rows.map((cells, index) => ({ line: index + 2, cells })),
});
const nothing = { items: [], groups: [] };

describe('planRegistryImport', () => {
  it('updates the item of the same name whatever its case, and creates the others', () => {
    const plan = planRegistryImport(
      table(['Name', 'Description'], ['alice', 'Board'], ['Carol', '']),
      STAKEHOLDERS_IO,
      DEFAULTS,
      { items: [{ id: 7, name: 'Alice' }], groups: [] },
    );
    expect(plan.updates).toEqual([{ line: 2, id: 7, name: 'alice', description: 'Board' }]);
    expect(plan.creates).toEqual([{ line: 3, name: 'Carol', description: '' }]);
    expect(plan.errors).toEqual([]);
  });

  it('lists each role the registry lacks once, as first spelled, and leaves known ones out', () => {
    const plan = planRegistryImport(
      table(['Name', 'Stakeholder Roles'], ['A', 'Owner; sponsor;owner'], ['B', 'SPONSOR ; Auditor']),
      STAKEHOLDERS_IO,
      DEFAULTS,
      { items: [], groups: [{ id: 1, name: 'Auditor' }] },
    );
    expect(plan.creates.map((row) => row.group_names)).toEqual([['Owner', 'sponsor'], ['SPONSOR', 'Auditor']]);
    expect(plan.newGroups).toEqual(['Owner', 'sponsor']);
  });

  it('reports every wrong row with its line and reason, and plans nothing for them', () => {
    const plan = planRegistryImport(
      table(['Name', 'Link URL'], ['', ''], ['A', 'javascript:alert(1)'], ['B', 'https://b.example'], ['a', ''], ['x'.repeat(256), '']),
      STAKEHOLDERS_IO,
      DEFAULTS,
      nothing,
    );
    expect(plan.errors).toEqual([
      { line: 2, reason: 'The name is empty; every row needs a name.' },
      { line: 3, reason: 'Link URL "javascript:alert(1)" is not a web address; it must start with http:// or https://.' },
      { line: 5, reason: 'The name "a" is also on row 3; each name may appear once.' },
      { line: 6, reason: 'Name is 256 characters long; at most 255 fit.' },
    ]);
    expect(plan.creates.map((row) => row.name)).toEqual(['B']);
  });

  it('reads headers in any case, by property name, and by the default and the company\'s entity labels', () => {
    const renamed = mergeEntityMap({ stakeholder: { singular: 'Partner', plural: 'Partners' }, stakeholder_role: { singular: 'Partner type', plural: 'Partner types' } });
    const columnsOf = (header: string[]) => planRegistryImport(table(header, ['A', 'x', 'R']), STAKEHOLDERS_IO, renamed, nothing).creates[0];
    expect(columnsOf(['PARTNER', 'link_title', 'partner  types'])).toEqual({ line: 2, name: 'A', link_title: 'x', group_names: ['R'] });
    expect(columnsOf(['Stakeholder', 'Link Title', 'Stakeholder Roles'])).toEqual({ line: 2, name: 'A', link_title: 'x', group_names: ['R'] });
  });

  it('leaves out the properties the file has no column for, so an update keeps them', () => {
    const plan = planRegistryImport(table(['Name', 'Notes'], ['A', 'ignored']), TAGS_IO, DEFAULTS, { items: [{ id: 3, name: 'a' }], groups: [] });
    expect(plan.updates).toEqual([{ line: 2, id: 3, name: 'A' }]);
  });

  it('refuses a table without a name column', () => {
    expect(() => planRegistryImport(table(['Description'], ['x']), TAGS_IO, DEFAULTS, nothing)).toThrow(/no "Name" column/);
  });
});

describe('splitNames', () => {
  it('splits on semicolons, trims, drops empty and repeated names', () => {
    expect(splitNames(' a ;; B;b ; ')).toEqual(['a', 'B']);
  });
});
