import { describe, expect, it } from 'vitest';
import { parseFrameworkCsv } from './framework-csv';
import { frameworkAxisItems, MARK, matrixRows, nextCellValue, raciValueForKey, registryAxisItems } from './matrix-model';

describe('a mapping matrix', () => {
  it('keys registry rows by registry and id, so a cell keeps its pair when the sets change and change back', () => {
    expect(registryAxisItems('stakeholders', [{ id: 4, name: 'Regulator' }])).toEqual([{ key: 'stakeholders:4', label: 'Regulator', depth: 0 }]);
  });

  it('orders a framework as a tree: parents before their children, import order kept, unknown parents and loops as roots', () => {
    const items = frameworkAxisItems([
      { code: '1.1', name: 'Market', parent: '1' },
      { code: '1', name: 'Strategy' },
      { code: '2', name: 'Operations' },
      { code: '9', name: 'Orphan', parent: 'nope' },
      { code: 'a', name: 'Loop a', parent: 'b' },
      { code: 'b', name: 'Loop b', parent: 'a' },
    ]);
    expect(items.map((item) => [item.key, item.depth])).toEqual([
      ['framework:1', 0],
      ['framework:1.1', 1],
      ['framework:2', 0],
      ['framework:9', 0],
      ['framework:a', 0],
      ['framework:b', 1],
    ]);
    expect(items[1].label).toBe('1.1 Market');
  });

  it('toggles a mark, cycles RACI letters to empty, and takes a typed RACI letter', () => {
    expect(nextCellValue('mark', '')).toBe(MARK);
    expect(nextCellValue('mark', MARK)).toBe('');
    expect(['', 'R', 'A', 'C', 'I'].map((value) => nextCellValue('raci', value))).toEqual(['R', 'A', 'C', 'I', '']);
    expect(raciValueForKey('c')).toBe('C');
    expect(raciValueForKey('Delete')).toBe('');
    expect(raciValueForKey('x')).toBeUndefined();
  });

  it('exports the matrix with the column labels as header and a row per row item', () => {
    const rows = registryAxisItems('stakeholders', [
      { id: 1, name: 'Board' },
      { id: 2, name: 'Users' },
    ]);
    const columns = frameworkAxisItems([{ code: '1', name: 'Strategy' }]);
    const csv = matrixRows(rows, columns, (row, column) => (row === 'stakeholders:2' && column === 'framework:1' ? 'A' : ''), 'Stakeholders');
    expect(csv).toEqual({
      header: ['Stakeholders', '1 Strategy'],
      rows: [
        ['Board', ''],
        ['Users', 'A'],
      ],
    });
  });
});

describe('a framework CSV', () => {
  it('reads code, name and parent in any order and case, with a byte order mark and quoted cells', () => {
    const text = '\uFEFFName,PARENT,Code\r\n"Strategy, Infrastructure & Product",,1\r\nMarket Strategy,1,1.1\r\n';
    expect(parseFrameworkCsv(text)).toEqual({
      items: [
        { code: '1', name: 'Strategy, Infrastructure & Product' },
        { code: '1.1', name: 'Market Strategy', parent: '1' },
      ],
      problems: [],
    });
  });

  it('names the lines it could not take, and refuses a file without code and name columns', () => {
    expect(parseFrameworkCsv('code,name\n1,A\n,B\n1,C\n').problems).toEqual([
      { line: 3, reason: 'emptyCode' },
      { line: 4, reason: 'duplicateCode' },
    ]);
    expect(parseFrameworkCsv('id,title\n1,A\n')).toEqual({ items: [], problems: [{ line: 1, reason: 'noCodeOrNameColumn' }] });
  });
});
