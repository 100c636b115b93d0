/**
 * The style fields every element shows (§3 business-process attributes), whether or not its definition declares
 * them (a declared one is not shown again as a schema field): the cell property, its message under
 * `diagram.properties`, and its input kind. Plain data, so their names can be read without their inputs.
 */
export const STYLE_FIELDS: readonly { name: string; label: string; kind: 'color' | 'percent' | 'number' | 'choice'; choices?: readonly string[] }[] = [
  { name: 'shape_fill', label: 'fill', kind: 'color' },
  { name: 'shape_outline', label: 'outline', kind: 'color' },
  { name: 'shape_transparency', label: 'transparency', kind: 'percent' },
  { name: 'shape_outline_style', label: 'outlineStyle', kind: 'choice', choices: ['solid', 'dashed', 'dotted'] },
  { name: 'shape_outline_width', label: 'outlineWidth', kind: 'number' },
  { name: 'textVerticalAnchor', label: 'verticalAnchor', kind: 'choice', choices: ['top', 'middle', 'bottom'] },
  { name: 'textHorizontalAnchor', label: 'horizontalAnchor', kind: 'choice', choices: ['left', 'middle', 'right'] },
];

export const STYLE_NAMES: ReadonlySet<string> = new Set(STYLE_FIELDS.map((field) => field.name));
