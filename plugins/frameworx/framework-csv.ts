/**
 * Reads a framework's capabilities from CSV (e.g. TM Forum Frameworx/eTOM level-1 processes): a header row
 * naming the columns `code`, `name` and optionally `parent` (the parent's code), in any order and case.
 */
import Papa from 'papaparse';
import { FRAMEWORK_CODE_MAX, FRAMEWORK_NAME_MAX } from './manifest';
import type { FrameworkItem } from './matrix-model';

/** At most this many items: a matrix beyond that is no longer readable, and the save queue sends 1,000 at a time. */
export const FRAMEWORK_ITEMS_MAX = 1000;

export interface FrameworkProblem {
  /** The line of the file, counting the header as line 1; 0 for the file as a whole. */
  line: number;
  reason: 'noCodeOrNameColumn' | 'emptyCode' | 'duplicateCode' | 'tooLong' | 'tooMany';
}

export function parseFrameworkCsv(text: string): { items: FrameworkItem[]; problems: FrameworkProblem[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...lines] = parsed.data;
  const column = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name);
  const [code, name, parent] = [column('code'), column('name'), column('parent')];
  if (code < 0 || name < 0) return { items: [], problems: [{ line: 1, reason: 'noCodeOrNameColumn' }] };
  if (lines.length > FRAMEWORK_ITEMS_MAX) return { items: [], problems: [{ line: 0, reason: 'tooMany' }] };

  const items: FrameworkItem[] = [];
  const problems: FrameworkProblem[] = [];
  const seen = new Set<string>();
  lines.forEach((cells, index) => {
    const line = index + 2;
    const item: FrameworkItem = { code: (cells[code] ?? '').trim(), name: (cells[name] ?? '').trim() };
    const parentCode = parent >= 0 ? (cells[parent] ?? '').trim() : '';
    if (parentCode) item.parent = parentCode;
    if (!item.code) problems.push({ line, reason: 'emptyCode' });
    else if (seen.has(item.code)) problems.push({ line, reason: 'duplicateCode' });
    else if (item.code.length > FRAMEWORK_CODE_MAX || item.name.length > FRAMEWORK_NAME_MAX || parentCode.length > FRAMEWORK_CODE_MAX) {
      problems.push({ line, reason: 'tooLong' });
    } else {
      seen.add(item.code);
      items.push(item);
    }
  });
  return { items, problems };
}
