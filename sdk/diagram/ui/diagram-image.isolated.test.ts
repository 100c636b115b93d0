import type { dia } from '@joint/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printPlan } from '../geometry/print-layout';
import { diagramSvg, diagramSvgAtOnce, printDocument } from './diagram-image';

type FakeCell = { id: string };
type FakeOptions = { model: { getCells(): FakeCell[] }; async: boolean; cellVisibility: (cell: FakeCell) => boolean; el?: unknown; cellViewNamespace?: unknown };

/**
 * jsdom cannot run JointJS views: the copy the image is drawn on is a stand-in dia.Paper that "draws"
 * each cell its cellVisibility allows as a `<g data-id>` node, at once or (async) a frame after unfreeze,
 * then reports 'render:idle'.
 */
const papers = vi.hoisted(() => [] as Array<{ options: unknown; removed: boolean; drawnInDocument: boolean }>);
vi.mock('@joint/core', async (importOriginal) => {
  const joint = await importOriginal<typeof import('@joint/core')>();
  const NS = 'http://www.w3.org/2000/svg';
  class DrawingPaper {
    readonly el = document.createElement('div');
    readonly svg = document.createElementNS(NS, 'svg');
    private readonly layers = document.createElementNS(NS, 'g');
    private readonly idle: Array<() => void> = [];
    private readonly record: { options: unknown; removed: boolean; drawnInDocument: boolean };
    constructor(private readonly options: FakeOptions) {
      this.layers.setAttribute('class', 'joint-layers');
      this.svg.appendChild(this.layers);
      this.el.appendChild(this.svg);
      this.record = { options, removed: false, drawnInDocument: false };
      papers.push(this.record);
      if (!options.async) this.draw();
    }
    once(event: string, listener: () => void) {
      if (event === 'render:idle') this.idle.push(listener);
    }
    unfreeze(options: { batchSize?: number }) {
      expect(options.batchSize).toBeGreaterThan(0);
      setTimeout(() => {
        this.draw();
        for (const listener of this.idle.splice(0)) listener();
      }, 16);
    }
    get model() {
      const cells = () => this.options.model.getCells();
      return { getCells: cells, getCellsBBox: (shown: FakeCell[]) => (shown.length > 0 ? { x: 0, y: 0, width: 300, height: 100 } : null) };
    }
    remove() {
      this.record.removed = true;
      this.el.remove();
    }
    private draw(): void {
      this.record.drawnInDocument = document.body.contains(this.el) || !this.options.async;
      const visible = this.options.model.getCells().filter((cell) => this.options.cellVisibility(cell));
      for (const cell of visible) {
        const node = document.createElementNS(NS, 'g');
        node.setAttribute('data-id', cell.id);
        this.layers.appendChild(node);
      }
    }
  }
  return { ...joint, dia: { ...joint.dia, Paper: DrawingPaper } };
});

/** The editor's paper: only its graph and options are read (it has no methods, so using it would throw). */
function editorPaper(cellIds: string[]): dia.Paper {
  const model = { getCells: () => cellIds.map((id) => ({ id })) };
  return { model, options: { model, el: document.createElement('div'), cellViewNamespace: 'shapes' } } as unknown as dia.Paper;
}

const svg = {
  markup: '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="10" height="10"/></svg>',
  area: { x: 0, y: 0, width: 400, height: 200 },
};

describe('printDocument', () => {
  it('lays the diagram out on an A4 landscape sheet, fitted and centred within the margin', () => {
    const html = printDocument(svg, 'Order <process>');
    expect(html).toContain('@page { size: 297mm 210mm; margin: 0; }');
    expect(html).toContain('<title>Order &lt;process&gt;</title>');
    // 2.54 mm margins: the 400 x 200 diagram is as wide as the printable width, 291.92 mm.
    expect(html).toContain('width="291.92mm"');
    expect(html).toContain('height="145.96mm"');
    expect(html).toMatch(/left: 2\.54mm; top: 32\.02mm;/);
  });

  it('prints each tile of a plan on its own sheet, showing its part of the diagram', () => {
    const plan = printPlan({ x: 0, y: 0, width: 2000, height: 200 }, { paper: 'A3', orientation: 'portrait', fit: 'tiles' });
    const html = printDocument({ ...svg, area: { x: 0, y: 0, width: 2000, height: 200 } }, 'Wide', plan);
    expect(html).toContain('@page { size: 297mm 420mm; margin: 0; }');
    expect(html.match(/class="sheet"/g)).toHaveLength(plan.pages.length);
    expect(plan.pages.length).toBeGreaterThan(1);
    expect(html).toContain(`viewBox="${plan.pages[1].view.x} 0 ${plan.pages[1].view.width} 200"`);
  });
});

describe('diagramSvg', () => {
  afterEach(() => papers.splice(0));

  it('draws every visible cell on an out-of-sight copy of the paper, serialises it and removes the copy', async () => {
    const children = document.body.childElementCount;
    const svg = await diagramSvg(editorPaper(['a', 'b', 'c', 'hidden']), (cell) => cell.id !== 'hidden');
    expect(svg?.markup).toMatch(/data-id="a".*data-id="b".*data-id="c"/);
    expect(svg?.markup).not.toContain('data-id="hidden"');
    expect(svg?.area).toEqual({ x: -10, y: -10, width: 320, height: 120 });
    expect(svg?.markup).toMatch(/^<svg[^>]* font-family="Roboto, Helvetica, Arial, sans-serif"/);
    expect(papers).toHaveLength(1);
    expect(papers[0]).toMatchObject({ removed: true, drawnInDocument: true, options: { cellViewNamespace: 'shapes', async: true, interactive: false } });
    expect(papers[0].options).not.toHaveProperty('el');
    expect(document.body.childElementCount).toBe(children);
  });

  it('answers null for an empty diagram without drawing', async () => {
    expect(await diagramSvg(editorPaper([]), () => true)).toBeNull();
    expect(papers).toEqual([]);
  });
});

describe('diagramSvgAtOnce', () => {
  afterEach(() => papers.splice(0));

  it('draws a diagram of up to 1,000 cells in one go', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => `cell-${index}`);
    expect(diagramSvgAtOnce(editorPaper(ids), () => true)?.markup.match(/data-id=/g)).toHaveLength(1000);
    expect(papers[0]).toMatchObject({ removed: true, options: { async: false } });
  });

  it('answers null for a bigger one rather than freezing the page', () => {
    expect(diagramSvgAtOnce(editorPaper(Array.from({ length: 1001 }, (_, index) => `cell-${index}`)), () => true)).toBeNull();
    expect(papers).toEqual([]);
  });
});
