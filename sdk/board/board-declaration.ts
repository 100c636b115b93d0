/**
 * A board module kind declared as data in its manifest: cards (an entity attribute whose fields the manifest
 * declares) sorted into columns. A board may have several sets of columns (change management sorts the same
 * stories by category and by iteration); each set is an entity attribute of its own, and each card names its
 * column of each set by the column's `id`, a key made in the browser, so a card can name a column the server
 * has not saved yet.
 */
import type { JsonSchema } from '../entity-attribute';
import { CANVAS_NOTE_COLORS } from '../family/family-declaration';
import { itemSchema, type FieldDeclaration } from '../family/field-declaration';

/** A column's stored key: letters, digits, '-' and '_'. */
export const BOARD_COLUMN_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const BOARD_COLUMN_TITLE_MAX_LENGTH = 200;
/** A column's work-in-progress limit: the most cards it should hold. */
export const BOARD_WIP_LIMIT_MAX = 999;
/** Column colours: the canvas notes' palette, so boards and canvases read alike. */
export const BOARD_COLUMN_COLORS = CANVAS_NOTE_COLORS;

/** The fixed fields of every column. */
export const COLUMN_ID_FIELD = 'id';
export const COLUMN_TITLE_FIELD = 'title';
export const COLUMN_COLOR_FIELD = 'color';
export const COLUMN_WIP_LIMIT_FIELD = 'wipLimit';

export interface BoardColumnSet {
  /** The entity attribute holding these columns, e.g. 'KanbanColumn'. Stored as a row: permanent. */
  itemKey: string;
  /** The card's property naming its column of this set, e.g. 'column'. Stored in every card: permanent. */
  cardField: string;
  /** Further fields of a column of this set (an iteration's dates), after title, colour and WIP limit. */
  fields?: readonly FieldDeclaration[];
}

export interface BoardDeclaration {
  /** The entity attribute holding the cards, e.g. 'KanbanCard'. Stored as a row: permanent. */
  cardKey: string;
  /** The card's fields in form order; the first one names the card. */
  cardFields: readonly FieldDeclaration[];
  /** The column sets; the first is the board's own columns. */
  columnSets: readonly BoardColumnSet[];
}

/** A column's value as stored. */
export interface BoardColumnValue {
  id: string;
  title: string;
  color?: (typeof BOARD_COLUMN_COLORS)[number];
  wipLimit?: number;
  [field: string]: unknown;
}

const columnIdSchema: JsonSchema = { type: 'string', pattern: BOARD_COLUMN_ID_PATTERN };

export function boardColumnFields(set: BoardColumnSet): FieldDeclaration[] {
  return [
    { name: COLUMN_TITLE_FIELD, kind: 'text', required: true, maxLength: BOARD_COLUMN_TITLE_MAX_LENGTH },
    { name: COLUMN_COLOR_FIELD, kind: 'select', options: BOARD_COLUMN_COLORS },
    { name: COLUMN_WIP_LIMIT_FIELD, kind: 'number', minimum: 1, maximum: BOARD_WIP_LIMIT_MAX },
    ...(set.fields ?? []),
  ];
}

export function boardColumnSchema(set: BoardColumnSet): JsonSchema {
  const schema = itemSchema(boardColumnFields(set), { [COLUMN_ID_FIELD]: columnIdSchema });
  const properties = schema.properties as Record<string, JsonSchema>;
  // A limit counts cards: a whole number.
  return { ...schema, properties: { ...properties, [COLUMN_WIP_LIMIT_FIELD]: { ...properties[COLUMN_WIP_LIMIT_FIELD], type: 'integer' } } };
}

/** A card: its declared fields, and for each column set the id of its column (absent: not in a column of that set). */
export function boardCardSchema(board: BoardDeclaration): JsonSchema {
  const schema = itemSchema(board.cardFields);
  const columnRefs = Object.fromEntries(board.columnSets.map((set) => [set.cardField, columnIdSchema]));
  return { ...schema, properties: { ...(schema.properties as Record<string, JsonSchema>), ...columnRefs } };
}

/** What is wrong with a board declaration: no column set, a card field clashing with a column reference. */
export function boardDeclarationProblems(board: BoardDeclaration): string[] {
  const names = new Set(board.cardFields.map((field) => field.name));
  return [
    ...(board.columnSets.length === 0 ? ['it declares no column set'] : []),
    ...board.columnSets.filter((set) => names.has(set.cardField)).map((set) => `the card field "${set.cardField}" is also a column reference`),
  ];
}
