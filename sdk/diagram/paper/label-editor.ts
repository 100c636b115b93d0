import type { dia } from '@joint/core';
import type { DiagramEditor } from '../diagram-editor';

/** Room for a label that is empty or short: a textarea never smaller than this (screen pixels). */
const MIN_WIDTH = 120;
const MIN_HEIGHT = 40;
const FALLBACK_FONT_SIZE = 14;

/**
 * The in-place label editor: a textarea named `name` laid over a shape's or a link's label, in the label's
 * font at the paper's zoom. Enter or a click elsewhere sets the cell's title (one undo step); Shift+Enter
 * starts a new line; Escape leaves the title as it was. Its keys and clicks stay in it (the paper's
 * shortcuts and selection do not see them), and focusing it never scrolls the page.
 */
export class LabelEditor {
  private open: { cell: dia.Cell; textarea: HTMLTextAreaElement } | null = null;

  constructor(
    private readonly paper: dia.Paper,
    private readonly editor: DiagramEditor,
    private readonly name: string,
    /** Where the focus goes back to when the editor closes (the canvas). */
    private readonly returnFocus: () => void,
  ) {}

  get isOpen(): boolean {
    return this.open !== null;
  }

  /** Opens over the cell's label; false when the cell may not be edited. */
  edit(cellId: dia.Cell.ID): boolean {
    const cell = this.editor.graph.getCell(cellId);
    const view = cell ? this.paper.findViewByModel(cell) : null;
    if (!cell || !view || !this.editor.canEditCell(cell)) return false;
    this.close(true);
    const textarea = document.createElement('textarea');
    textarea.setAttribute('aria-label', this.name);
    textarea.value = String(cell.get('title') ?? '');
    Object.assign(textarea.style, this.placement(view));
    for (const type of ['pointerdown', 'mousedown', 'dblclick', 'click', 'wheel', 'contextmenu']) {
      textarea.addEventListener(type, (event) => event.stopPropagation());
    }
    textarea.addEventListener('keydown', (event) => this.onKey(event));
    textarea.addEventListener('blur', () => this.close(true));
    this.paper.el.appendChild(textarea);
    this.open = { cell, textarea };
    textarea.focus({ preventScroll: true });
    textarea.select();
    return true;
  }

  /** Closes the editor, setting the title when `commit` (and it changed). */
  close(commit: boolean): void {
    const open = this.open;
    if (!open) return;
    this.open = null;
    open.textarea.remove();
    const value = open.textarea.value;
    if (commit && this.editor.canEditCell(open.cell) && value !== String(open.cell.get('title') ?? '')) open.cell.set('title', value);
  }

  private onKey(event: KeyboardEvent): void {
    event.stopPropagation();
    if (event.key === 'Escape' || (event.key === 'Enter' && !event.shiftKey)) {
      event.preventDefault();
      this.close(event.key === 'Enter');
      this.returnFocus();
    }
  }

  /** Over the label when it is drawn (inside or below a shape, on a link), else over the shape. */
  private placement(view: dia.CellView): Partial<CSSStyleDeclaration> {
    const host = this.paper.el.getBoundingClientRect();
    const label = labelNode(view);
    const scale = this.paper.scale().sx;
    const box = (label && label.getBoundingClientRect().width > 0 ? label : view.el).getBoundingClientRect();
    const shape = view.model.isElement() ? view.el.getBoundingClientRect() : box;
    const width = Math.max(MIN_WIDTH, shape.width, box.width + 16);
    const height = Math.max(MIN_HEIGHT, box.height + 12);
    const centre = { x: box.left + box.width / 2 - host.left, y: box.top + box.height / 2 - host.top };
    const font = label ? getComputedStyle(label) : null;
    const fontSize = (parseFloat(font?.fontSize ?? '') || FALLBACK_FONT_SIZE) * scale;
    return {
      position: 'absolute',
      left: `${centre.x - width / 2}px`,
      top: `${centre.y - height / 2}px`,
      width: `${width}px`,
      height: `${height}px`,
      boxSizing: 'border-box',
      margin: '0',
      padding: '4px',
      resize: 'none',
      overflow: 'hidden',
      textAlign: 'center',
      fontFamily: font?.fontFamily ?? 'inherit',
      fontSize: `${fontSize}px`,
      lineHeight: '1.2',
      zIndex: '2',
      background: 'rgba(255, 255, 255, 0.95)',
      border: '1px solid #5BADCA',
      borderRadius: '2px',
    };
  }
}

function labelNode(view: dia.CellView): SVGGraphicsElement | null {
  const node = view.model.isLink() ? view.el.querySelector('.label text, .joint-label text') : (view.findNode('label') as Element | null);
  return node instanceof SVGGraphicsElement ? node : null;
}
