import { childNamed, childrenNamed } from './vsdx-package';
import type { XmlElement } from './xml-tree';

/** The style attribute (of a shape or a style sheet) naming the style a cell is inherited from. */
type StyleAttribute = 'LineStyle' | 'FillStyle';

/** The document's style sheets (StyleSheets in document.xml) by id. */
export type StyleSheetLookup = (id: string) => ShapeSheet | undefined;

/** Line cells (LineColor, LineWeight, LinePattern, QuickStyleLineColor...) come from the line style; fill and shadow cells from the fill style. */
function styleAttributeOf(cell: string): StyleAttribute | null {
  if (/^(Line|QuickStyleLine)/.test(cell)) return 'LineStyle';
  if (/^(Fill|Shdw|QuickStyleFill|QuickStyleShadow)/.test(cell)) return 'FillStyle';
  return null;
}

/**
 * One shape's ShapeSheet as stored in a .vsdx: its own cells, and, for what it does not set itself,
 * those of its master's shape (Visio writes only the cells an instance overrides), then those of the
 * document style sheet its LineStyle / FillStyle names (the shape's, else its master's), which may in
 * turn inherit from another style sheet. A style sheet is a ShapeSheet too.
 */
export class ShapeSheet {
  constructor(
    readonly element: XmlElement,
    private readonly master?: ShapeSheet,
    private readonly styles?: StyleSheetLookup,
  ) {}

  /** A cell's value (its V attribute), else the value it inherits (`inheritedFrom`), or null. */
  cell(name: string): string | null {
    const own = this.ownCell(name);
    if (own) return own.getAttribute('V');
    for (const sheet of this.inheritedFrom(name)) {
      const value = sheet.cell(name);
      if (value !== null) return value;
    }
    return null;
  }

  /** A cell's formula (its F attribute), else the formula of the sheet it inherits the cell from, or null. */
  formula(name: string): string | null {
    const own = this.ownCell(name);
    if (own) return own.getAttribute('F');
    return this.inheritedFrom(name).find((sheet) => sheet.cell(name) !== null)?.formula(name) ?? null;
  }

  private ownCell(name: string): XmlElement | undefined {
    return childrenNamed(this.element, 'Cell').find((cell) => cell.getAttribute('N') === name);
  }

  /**
   * Where a cell the shape does not set comes from: its master, then the style sheet it names for the
   * cell's kind; a style the shape names itself, other than its master's, comes before the master (it was
   * applied to this shape).
   */
  private inheritedFrom(cell: string): ShapeSheet[] {
    const attribute = styleAttributeOf(cell);
    const id = attribute ? this.styleId(attribute) : null;
    const style = id === null ? undefined : this.styles?.(id);
    const master = this.master;
    const appliedHere = attribute !== null && this.element.getAttribute(attribute) !== null && id !== (master?.styleId(attribute) ?? null);
    return (appliedHere ? [style, master] : [master, style]).filter((sheet): sheet is ShapeSheet => sheet !== undefined);
  }

  private styleId(attribute: StyleAttribute): string | null {
    return this.element.getAttribute(attribute) ?? this.master?.styleId(attribute) ?? null;
  }

  /** A section (e.g. 'Geometry', the first of them), the master's when the shape has none of its own. */
  section(name: string): XmlElement | undefined {
    return childrenNamed(this.element, 'Section').find((candidate) => candidate.getAttribute('N') === name) ?? this.master?.section(name);
  }

  number(name: string): number | null {
    const value = this.cell(name);
    if (value === null || value.trim() === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }

  /** The Shape Data rows (section Property): row name to its Value cell, the shape's rows over the master's. */
  data(): Record<string, string> {
    const rows: Record<string, string> = { ...this.master?.data() };
    const section = childrenNamed(this.element, 'Section').find((candidate) => candidate.getAttribute('N') === 'Property');
    for (const row of section ? childrenNamed(section, 'Row') : []) {
      const name = row.getAttribute('N');
      const value = childrenNamed(row, 'Cell').find((cell) => cell.getAttribute('N') === 'Value')?.getAttribute('V');
      if (name && value != null) rows[name] = value;
    }
    return rows;
  }

  /**
   * The shape's text, or its master's when it has none of its own. Visio's line breaks (U+2028, and
   * U+2029 between paragraphs, CR LF in older files) become new lines.
   */
  text(): string {
    const text = childNamed(this.element, 'Text');
    return text ? (text.textContent ?? '').replace(/\r\n|[\r\u2028\u2029]/g, '\n').trim() : (this.master?.text() ?? '');
  }
}
