/**
 * An uploaded spreadsheet as rows of text cells: CSV as Excel, LibreOffice and Google Sheets write it
 * (a byte order mark or not, ',' or ';' or tab between cells, Excel's "sep=;" first line, quoted cells
 * over several lines, CRLF or LF, UTF-8 or Excel's Windows-1252), or the first sheet of an XLSX workbook.
 * Line breaks inside a cell become \n whatever the file used (XML keeps no \r), so both formats read alike.
 * The first row holds the headers. Each row keeps its spreadsheet row number (the header is row 1) so a
 * message can point at it; rows with nothing in them are left out.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { csvCellText } from '../../../core/domain/csv';
import { unprocessable } from '../../errors';

export interface ImportTableRow {
  /** The row's number in the spreadsheet; the header row is 1. */
  line: number;
  cells: string[];
}

export interface ImportTable {
  header: string[];
  rows: ImportTableRow[];
}

/** What the file field accepts, for messages and the upload rules. */
export const IMPORT_FILE_WHAT = 'CSV or XLSX file';

const ZIP_START = [0x50, 0x4b, 0x03, 0x04];
const SEPARATOR_LINE = /^sep=(.)\r?\n/i;

const cellText = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

function fileError(message: string): Error {
  return unprocessable([{ field: 'file', code: 'fileContent', message }], message);
}

/** An XLSX workbook is a ZIP archive; told by its first bytes, whatever the file's name says. */
export const isXlsx = (data: Buffer): boolean => ZIP_START.every((byte, index) => data[index] === byte);

export async function readImportTable(data: Buffer): Promise<ImportTable> {
  const table = isXlsx(data) ? await readXlsx(data) : readCsv(decodeText(data));
  if (table.header.every((cell) => cell === '')) {
    throw fileError('The file has no header row. Put the column names (such as "Name") in the first row.');
  }
  return table;
}

/** UTF-8 (with or without a byte order mark); else the Windows-1252 that Excel's plain "CSV" format writes. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

function readCsv(text: string): ImportTable {
  const separator = SEPARATOR_LINE.exec(text);
  const body = separator ? text.slice(separator[0].length) : text;
  const parsed = Papa.parse<string[]>(body, {
    delimiter: separator?.[1] ?? '',
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  const unclosed = parsed.errors.find((error) => error.type === 'Quotes');
  if (unclosed) {
    throw fileError(`Row ${(unclosed.row ?? 0) + 1} opens a quoted cell that is never closed. Check the quotes (") in the file.`);
  }
  const [header = [], ...rows] = parsed.data.map((cells) => cells.map((cell) => cellText(csvCellText(cell))));
  return { header, rows: numbered(rows) };
}

function numbered(rows: readonly string[][]): ImportTableRow[] {
  return rows
    .map((cells, index) => ({ line: index + 2, cells }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
}

async function readXlsx(data: Buffer): Promise<ImportTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings predate Node's generic Buffer.
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw fileError('The file could not be read as an XLSX workbook. Save it again as .xlsx or .csv and retry.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError('The workbook has no sheet.');
  const width = sheet.columnCount;
  const rowsByNumber: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    rowsByNumber[rowNumber - 1] = Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1).text));
  });
  const [header = [], ...rows] = Array.from(rowsByNumber, (cells) => cells ?? []);
  return { header, rows: numbered(rows) };
}
