/**
 * The mapping matrix as data: the items of each axis, the cells by pair, what a click or a key makes of a
 * cell in each mode, and the matrix as CSV rows. Pure, so the view stays thin and the rules are tested.
 */
import { CELL_TEXT_MAX, RACI_LETTERS, type CELL_MODES, type MAPPING_SOURCES } from './manifest';

export type MappingSource = (typeof MAPPING_SOURCES)[number];
export type CellMode = (typeof CELL_MODES)[number];

export interface MappingSettings {
  rows: MappingSource;
  columns: MappingSource;
  mode: CellMode;
  frameworkName?: string;
}
export const DEFAULT_SETTINGS: MappingSettings = { rows: 'stakeholders', columns: 'product_and_service_items', mode: 'mark' };

export interface FrameworkItem {
  code: string;
  name: string;
  parent?: string;
}
export interface MappingCell {
  row: string;
  column: string;
  value: string;
}

/** One row or column: its stable key in cells, its label, and its depth in a framework's tree. */
export interface AxisItem {
  key: string;
  label: string;
  depth: number;
}

export const MARK = '✓';

export const registryAxisItems = (source: Exclude<MappingSource, 'framework'>, rows: readonly { id: number; name: string }[]): AxisItem[] =>
  rows.map((row) => ({ key: `${source}:${row.id}`, label: row.name, depth: 0 }));

/**
 * A framework's items in tree order: each parent followed by its children, in import order; an item whose
 * parent is unknown (or which would make a loop) is a root.
 */
export function frameworkAxisItems(items: readonly FrameworkItem[]): AxisItem[] {
  const codes = new Set(items.map((item) => item.code));
  const childrenOf = new Map<string | undefined, FrameworkItem[]>();
  for (const item of items) {
    const parent = item.parent && codes.has(item.parent) && item.parent !== item.code ? item.parent : undefined;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
  }
  const result: AxisItem[] = [];
  const seen = new Set<string>();
  const visit = (item: FrameworkItem, depth: number) => {
    if (seen.has(item.code)) return;
    seen.add(item.code);
    result.push({ key: `framework:${item.code}`, label: item.name ? `${item.code} ${item.name}` : item.code, depth });
    for (const child of childrenOf.get(item.code) ?? []) visit(child, depth + 1);
  };
  for (const root of childrenOf.get(undefined) ?? []) visit(root, 0);
  // Items caught in a parent loop have no root above them: show them as roots rather than lose them.
  for (const item of items) visit(item, 0);
  return result;
}

export const pairKey = (row: string, column: string) => `${row}\n${column}`;

/** The next value of a cell clicked in a mode: a mark toggles; RACI goes R, A, C, I, then empty. Text is typed. */
export function nextCellValue(mode: CellMode, current: string): string {
  if (mode === 'mark') return current ? '' : MARK;
  if (mode === 'raci') {
    const index = RACI_LETTERS.indexOf(current as (typeof RACI_LETTERS)[number]);
    return index === RACI_LETTERS.length - 1 ? '' : RACI_LETTERS[index + 1];
  }
  return current;
}

/** The value a typed key gives a RACI cell (its letter, Delete or Backspace empties it), or undefined. */
export function raciValueForKey(key: string): string | undefined {
  if (key === 'Delete' || key === 'Backspace') return '';
  const letter = key.toUpperCase();
  return (RACI_LETTERS as readonly string[]).includes(letter) ? letter : undefined;
}

/** A typed text cell as stored: trimmed and cut to the schema's bound; empty means no cell. */
export const cellText = (text: string) => text.trim().slice(0, CELL_TEXT_MAX);

/** The matrix as CSV: a header of the column labels after the corner, a row per row item. */
export function matrixRows(rows: readonly AxisItem[], columns: readonly AxisItem[], valueOf: (row: string, column: string) => string, corner: string) {
  return {
    header: [corner, ...columns.map((column) => column.label)],
    rows: rows.map((row) => [row.label, ...columns.map((column) => valueOf(row.key, column.key))]),
  };
}
