import { describe, expect, it } from 'vitest';
import { figureCsv, figureRows, type FigureColumn } from './figure-columns';

interface Day {
  date: string;
  users: number;
}
const columns: FigureColumn<Day>[] = [
  { header: 'Date', text: (row) => row.date },
  { header: 'Active users', text: (row) => String(row.users), numeric: true },
];

describe('figure CSV', () => {
  it('holds the shown cells row for row', () => {
    expect(figureRows(columns, [{ date: '2026-03-01', users: 4 }])).toEqual([['2026-03-01', '4']]);
  });

  it('is a CSV document with the headers first', () => {
    expect(figureCsv(columns, [{ date: '2026-03-01', users: 4 }, { date: '2026-03-02', users: 0 }])).toBe('\uFEFFDate,Active users\r\n2026-03-01,4\r\n2026-03-02,0\r\n');
  });
});
