import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { readImportTable } from './import-table';

const csv = (text: string, encoding: BufferEncoding = 'utf8') => readImportTable(Buffer.from(text, encoding));

describe('readImportTable (CSV)', () => {
  it('reads Excel\'s "CSV UTF-8" with a byte order mark, semicolons, CRLF and a quoted cell over two lines (read with \\n)', async () => {
    const text = '\uFEFFName;Description;Stakeholder Roles\r\nAlice;"Runs the\r\nboard";"Owner; Sponsor"\r\nBob;;\r\n';
    expect(await csv(text)).toEqual({
      header: ['Name', 'Description', 'Stakeholder Roles'],
      rows: [
        { line: 2, cells: ['Alice', 'Runs the\nboard', 'Owner; Sponsor'] },
        { line: 3, cells: ['Bob', '', ''] },
      ],
    });
  });

  it('reads a Google Sheets download: commas, no byte order mark, a quoted comma and quote', async () => {
    const text = 'Name,Description,Link URL\r\n"Acme, Inc.","Says ""hi""",https://acme.example\r\nZed,,';
    expect((await csv(text)).rows).toEqual([
      { line: 2, cells: ['Acme, Inc.', 'Says "hi"', 'https://acme.example'] },
      { line: 3, cells: ['Zed', '', ''] },
    ]);
  });

  it('follows Excel\'s "sep=" first line, numbering rows from the header', async () => {
    const table = await csv('sep=;\r\nName;Description\r\nA,B;x\r\n');
    expect(table.header).toEqual(['Name', 'Description']);
    expect(table.rows).toEqual([{ line: 2, cells: ['A,B', 'x'] }]);
  });

  it('reads the Windows-1252 that Excel\'s plain "CSV" writes', async () => {
    expect((await csv('Name\r\nCaf\xe9 M\xfcller\r\n', 'latin1')).rows[0].cells).toEqual(['Café Müller']);
  });

  it('skips blank rows but keeps each row\'s spreadsheet number', async () => {
    expect((await csv('Name\n\nA\n,\nB\n')).rows).toEqual([
      { line: 3, cells: ['A'] },
      { line: 5, cells: ['B'] },
    ]);
  });

  it('reads back a cell that the export guarded against formulas', async () => {
    expect((await csv("Name\n'=1+1\n")).rows[0].cells).toEqual(['=1+1']);
  });

  it('refuses a quoted cell that is never closed, naming the row', async () => {
    await expect(csv('Name\nA\n"B\nC\n')).rejects.toThrow(/Row 3 opens a quoted cell/);
  });

  it('refuses a file without a header row', async () => {
    await expect(csv('\n\n')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('readImportTable (XLSX)', () => {
  async function workbook(fill: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    fill(book);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('reads the first sheet as text, with its row numbers', async () => {
    const data = await workbook((book) => {
      const sheet = book.addWorksheet('Stakeholders');
      sheet.addRow(['Name', 'Description', 'Count']);
      sheet.addRow(['Alice', 'Two\nlines', 3]);
      sheet.addRow([]);
      sheet.addRow(['  Bob  ']);
      book.addWorksheet('Other').addRow(['Not', 'read']);
    });
    expect(await readImportTable(data)).toEqual({
      header: ['Name', 'Description', 'Count'],
      rows: [
        { line: 2, cells: ['Alice', 'Two\nlines', '3'] },
        { line: 4, cells: ['Bob', '', ''] },
      ],
    });
  });

  it('refuses a zip that is not a workbook', async () => {
    await expect(readImportTable(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))).rejects.toThrow(/could not be read as an XLSX/);
  });
});
