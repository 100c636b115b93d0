import type { dia } from '@joint/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagramSvg, printDiagram, printDocument } from './diagram-image';

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
});

type Listener = () => void;

/**
 * A stand-in for an async dia.Paper (jsdom cannot run JointJS views): `unfreeze` "draws" the cells its
 * cellVisibility allows, a frame later, as `<g data-id>` nodes, then reports 'render:idle'.
 */
function fakePaper(cellIds: string[]) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const layers = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  layers.setAttribute('class', 'joint-layers');
  layers.setAttribute('transform', 'matrix(2,0,0,2,5,5)');
  svg.appendChild(layers);
  const cells = cellIds.map((id) => ({ id }));
  const listeners = new Map<string, Listener[]>();
  const calls: string[] = [];
  const draw = (visible: (cell: { id: string }) => boolean) => {
    layers.replaceChildren();
    for (const cell of cells.filter(visible)) {
      const node = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      node.setAttribute('data-id', cell.id);
      layers.appendChild(node);
    }
  };
  draw((cell) => cell.id === cellIds[0]); // the viewport shows the first cell only
  const paper = {
    svg,
    model: { getCells: () => cells },
    getContentArea: () => ({ x: 0, y: 0, width: 300, height: 100 }),
    freeze: () => calls.push('freeze'),
    once: (event: string, listener: Listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    unfreeze: (options: { cellVisibility?: (cell: { id: string }) => boolean; progress?: (...args: unknown[]) => void } = {}) => {
      calls.push(options.cellVisibility ? 'unfreeze drawing all' : 'unfreeze');
      const visible = options.cellVisibility ?? ((cell: { id: string }) => cell.id === cellIds[0]);
      setTimeout(() => {
        draw(visible);
        options.progress?.(true, cells.filter(visible).length, cells.length);
        const idle = listeners.get('render:idle') ?? [];
        listeners.delete('render:idle');
        for (const listener of idle) listener();
      }, 16);
    },
  };
  return { paper: paper as unknown as dia.Paper, calls, layers };
}

describe('diagramSvg', () => {
  it('draws the cells the viewport culled over frames, serialises the whole diagram, then culls again', async () => {
    const { paper, calls, layers } = fakePaper(['a', 'b', 'c', 'hidden']);
    const progress: Array<[number, number]> = [];
    const svg = await diagramSvg(paper, (cell) => cell.id !== 'hidden', { onProgress: (drawn, total) => progress.push([drawn, total]) });
    expect(svg?.markup).toMatch(/data-id="a".*data-id="b".*data-id="c"/);
    expect(svg?.markup).not.toContain('data-id="hidden"');
    expect(svg?.markup).not.toContain('matrix(2,0,0,2,5,5)');
    expect(svg?.area).toEqual({ x: -10, y: -10, width: 320, height: 120 });
    expect(progress).toEqual([[3, 4]]);
    expect(calls).toEqual(['freeze', 'unfreeze drawing all', 'freeze', 'unfreeze']);
    await vi.waitFor(() => expect(layers.children).toHaveLength(1));
  });

  it('answers null for an empty diagram without touching the paper', async () => {
    const { paper, calls } = fakePaper([]);
    expect(await diagramSvg(paper, () => true)).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('printDiagram', () => {
  afterEach(() => vi.restoreAllMocks());

  function fakeWindow() {
    const written: string[] = [];
    const win = {
      document: { title: '', open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
      focus: vi.fn(),
      close: vi.fn(),
      print: vi.fn(),
      setTimeout: (run: () => void) => run(),
    };
    return { win, written };
  }

  it('opens the print window within the click, before drawing, and writes the whole diagram into it', async () => {
    const { paper } = fakePaper(['a', 'b']);
    const { win, written } = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const printing = printDiagram(paper, () => true, 'Orders');
    expect(open).toHaveBeenCalledTimes(1);
    expect(win.document.title).toBe('Orders');
    expect(written).toEqual([]);
    expect(await printing).toBe(true);
    expect(written[0]).toMatch(/<title>Orders<\/title>.*data-id="a".*data-id="b"/s);
    expect(win.print).toHaveBeenCalled();
  });

  it('answers false when the browser blocks the window', async () => {
    const { paper, calls } = fakePaper(['a']);
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(await printDiagram(paper, () => true, 'Orders')).toBe(false);
    expect(calls).toEqual([]);
  });
});
