import { describe, expect, it } from 'vitest';
import { mergeEntityMap } from '../../../core/domain/entity-map';
import { exportTable, XLSX_CONTENT_TYPE } from './export-table';
import { readImportTable } from './import-table';
import { planRegistryImport } from './import-plan';
import { registryExportRows } from './registry-export-rows';
import { STAKEHOLDERS_IO } from './registry-io-declarations';

const renamed = mergeEntityMap({ stakeholder_role: { singular: 'Partner type', plural: 'Partner types' } });
const groups = [{ id: 1, name: 'Owner' }, { id: 2, name: 'Sponsor' }];
const items = [
  { name: 'Alice', description: 'Runs the board,\nand more', link_title: 'Site', link_url: 'https://a.example', stakeholder_role_ids: [2, 1] },
  { name: '=Bob', description: 'Says "hi" — é', link_title: '', link_url: '', stakeholder_role_ids: [] },
];

describe('registryExportRows', () => {
  it('writes the declared columns and the roles in one cell under the company\'s label', () => {
    expect(registryExportRows(STAKEHOLDERS_IO, renamed, items, groups)).toEqual({
      header: ['Name', 'Description', 'Link title', 'Link URL', 'Partner types'],
      rows: [
        ['Alice', 'Runs the board,\nand more', 'Site', 'https://a.example', 'Sponsor; Owner'],
        ['=Bob', 'Says "hi" — é', '', '', ''],
      ],
    });
  });
});

describe('exportTable', () => {
  it.each(['csv', 'xlsx'] as const)('writes %s that the import reads back to the same rows', async (format) => {
    const { header, rows } = registryExportRows(STAKEHOLDERS_IO, renamed, items, groups);
    const file = await exportTable(format, 'Stakeholders', header, rows);
    const plan = planRegistryImport(await readImportTable(file.body), STAKEHOLDERS_IO, renamed, { items: [], groups });
    expect(plan.errors).toEqual([]);
    expect(plan.creates).toEqual([
      { line: 2, name: 'Alice', description: 'Runs the board,\nand more', link_title: 'Site', link_url: 'https://a.example', group_names: ['Sponsor', 'Owner'] },
      { line: 3, name: '=Bob', description: 'Says "hi" — é', link_title: '', link_url: '', group_names: [] },
    ]);
  });

  it('starts a CSV with a byte order mark so Excel reads UTF-8', async () => {
    const file = await exportTable('csv', 'x', ['Name'], [['é']]);
    expect(file.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('names the XLSX sheet within Excel\'s rules', async () => {
    const file = await exportTable('xlsx', 'Products & Services: a very long title [x]', ['Name'], []);
    expect(file.contentType).toBe(XLSX_CONTENT_TYPE);
    expect((await readImportTable(file.body)).header).toEqual(['Name']);
  });
});
