import { afterEach, describe, expect, it, vi } from 'vitest';
import { dia, g, type util } from '@joint/core';
import { defineShape } from './define-shape';
import { createShapeRegistry } from './shape-registry';

const SVG_NS = 'http://www.w3.org/2000/svg';

const label = defineShape<{ note: string }>({
  type: 'test.Label',
  kind: 'element',
  defaults: { size: { width: 100, height: 60 } },
  properties: { note: { type: 'string', default: '' } },
  markup: [{ tagName: 'text', selector: 'label' }],
});

/** The registry's text-wrap, called as a paper drawing a label would (JointJS's views need a real browser). */
function wrapLabel(svg: SVGSVGElement, value: Record<string, unknown>, attrs: Record<string, unknown> = {}) {
  const CellClass = createShapeRegistry([label]).namespace.test as { Label: typeof dia.Element };
  const definition = CellClass.Label.getAttributeDefinition('text-wrap') as unknown as {
    set(this: unknown, value: unknown, refBBox: g.Rect, node: SVGElement, attrs: Record<string, unknown>): void;
  };
  const node = document.createElementNS(SVG_NS, 'text');
  svg.appendChild(node);
  definition.set.call({ paper: { svg } }, value, new g.Rect(0, 0, 100, 60), node, { 'text-wrap': value, ...attrs });
  return node;
}

/** JointJS's own text attribute lays out lines with SVG geometry jsdom lacks: here it only writes the text. */
function writeTextPlainly() {
  const { text } = (dia as unknown as { attributes: Record<string, { set: (...args: unknown[]) => void }> }).attributes;
  vi.spyOn(text, 'set').mockImplementation((wrapped, _refBBox, node) => ((node as SVGElement).textContent = String(wrapped)));
}

function paperSvg(): SVGSVGElement {
  writeTextPlainly();
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.style.letterSpacing = '1px';
  document.body.appendChild(svg);
  return svg;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the shapes’ text-wrap attribute', () => {
  it('breaks the text to the label’s box with its own font over the font the paper inherits', () => {
    const breakText = vi.fn<util.BreakTextFunction>((text) => `${text}!`);
    const node = wrapLabel(paperSvg(), { text: 'Check order', width: -12, height: null, ellipsis: true, breakText }, { 'font-size': 13, 'font-family': 'Roboto' });
    const [text, size, font, options] = breakText.mock.calls[0];
    expect(text).toBe('Check order');
    expect(size).toEqual({ width: 88, height: undefined });
    expect(font).toMatchObject({ 'font-size': '13px', 'font-family': 'Roboto', 'letter-spacing': '1px' });
    expect(options).toMatchObject({ ellipsis: true });
    expect(node.getAttribute('font-size')).toBe('13');
    expect(node.textContent).toBe('Check order!');
  });

  it('reads the page’s styles once for all the labels drawn together, not once a label', async () => {
    const svg = paperSvg();
    const computedStyle = vi.spyOn(window, 'getComputedStyle');
    const breakText: util.BreakTextFunction = (text) => text;
    for (const title of ['One', 'Two', 'Three']) wrapLabel(svg, { text: title, width: -12, height: -12, breakText });
    expect(computedStyle).toHaveBeenCalledTimes(1);

    await Promise.resolve();
    wrapLabel(svg, { text: 'Later', width: -12, height: -12, breakText });
    expect(computedStyle).toHaveBeenCalledTimes(2);
  });
});
