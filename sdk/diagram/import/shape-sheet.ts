import { childNamed, childrenNamed } from './vsdx-package';
import type { XmlElement } from './xml-tree';

/**
 * One shape's ShapeSheet as stored in a .vsdx: its own cells, and, for what it does not set itself,
 * those of its master's shape (Visio writes only the cells an instance overrides).
 */
export class ShapeSheet {
  constructor(
    readonly element: XmlElement,
    private readonly master?: ShapeSheet,
  ) {}

  /** A cell's value (its V attribute), the master's when the shape does not set it, or null. */
  cell(name: string): string | null {
    const own = childrenNamed(this.element, 'Cell').find((cell) => cell.getAttribute('N') === name);
    return own?.getAttribute('V') ?? this.master?.cell(name) ?? null;
  }

  /** A cell's formula (its F attribute), the master's when the shape does not set the cell, or null. */
  formula(name: string): string | null {
    const own = childrenNamed(this.element, 'Cell').find((cell) => cell.getAttribute('N') === name);
    return own ? own.getAttribute('F') : (this.master?.formula(name) ?? null);
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
