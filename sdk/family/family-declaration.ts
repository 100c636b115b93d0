/**
 * A list or canvas module kind declared as data in its manifest. The declaration generates the item
 * attribute (its JSON Schema), and the family views, the embed view and the message keys follow from it.
 */
import { itemSchema, type FieldDeclaration } from './field-declaration';

export interface ListDeclaration {
  /** The entity attribute holding the items, e.g. 'RiskItem'. Stored as a row: permanent. */
  itemKey: string;
  /** The item's fields in form order; the first one names the item. */
  fields: readonly FieldDeclaration[];
}

export interface CanvasDeclaration {
  /** The entity attribute holding the notes, e.g. 'SwotNote'. Stored as a row: permanent. */
  itemKey: string;
  /** Area ids, stored in each note's `area`; also the order on a phone (one column). */
  areas: readonly string[];
  /**
   * The CSS grid template areas from a tablet up, one string per row: ['strengths weaknesses',
   * 'opportunities threats']. An area spans cells by repeating its id; '.' leaves a cell empty.
   */
  layout: readonly string[];
  /** Longest note text; 5,000 characters unless given. */
  noteMaxLength?: number;
}

/** Every note is `{ area, text, color? }`: the canvas family's fixed fields. */
export const CANVAS_AREA_FIELD = 'area';
export const CANVAS_TEXT_FIELD = 'text';
export const CANVAS_COLOR_FIELD = 'color';

/** The colours a note may have, a small palette; a note without one has the canvas's default tint. */
export const CANVAS_NOTE_COLORS = ['yellow', 'green', 'blue', 'pink', 'purple', 'orange'] as const;
export type CanvasNoteColor = (typeof CANVAS_NOTE_COLORS)[number];

export function listItemSchema(list: ListDeclaration) {
  return itemSchema(list.fields);
}

export function canvasNoteSchema(canvas: CanvasDeclaration) {
  return itemSchema(
    [
      { name: CANVAS_TEXT_FIELD, kind: 'multiline', required: true, maxLength: canvas.noteMaxLength ?? 5000 },
      { name: CANVAS_COLOR_FIELD, kind: 'select', options: CANVAS_NOTE_COLORS },
    ],
    { [CANVAS_AREA_FIELD]: { enum: [...canvas.areas] } },
  );
}

/** What is wrong with a canvas layout: rows of different widths, unknown names, areas left out. */
export function canvasLayoutProblems({ areas, layout }: CanvasDeclaration): string[] {
  const rows = layout.map((row) => row.trim().split(/\s+/));
  const names = new Set(rows.flat().filter((name) => name !== '.'));
  return [
    ...(new Set(rows.map((row) => row.length)).size > 1 ? ['the layout rows have different numbers of cells'] : []),
    ...[...names].filter((name) => !areas.includes(name)).map((name) => `the layout names "${name}", which is not an area`),
    ...areas.filter((area) => !names.has(area)).map((area) => `the area "${area}" is not in the layout`),
  ];
}
