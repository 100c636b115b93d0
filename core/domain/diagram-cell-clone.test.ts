import { describe, expect, it } from 'vitest';
import { cloneCellDocuments } from './diagram-cell-clone';

const documents = [
  { jsid: 'pool', type: 'bpmn.Pool', position: { x: 0, y: 0 }, embeds: ['a', 'outside'], layer_id: 'L1' },
  { jsid: 'a', type: 'bpmn.Activity', position: { x: 10, y: 10 }, title: 'Pay', layer_id: 'L1' },
  { jsid: 'b', type: 'bpmn.Activity', position: { x: 200, y: 10 }, layer_id: 'L2' },
  { jsid: 'ab', type: 'tessera.Link', source: { id: 'a', port: 'right' }, target: { id: 'b' }, vertices: [{ x: 100, y: 50 }] },
  { jsid: 'a-out', type: 'tessera.Link', source: { id: 'a' }, target: { id: 'outside' } },
];

function clone(options: { layerId?: string | null } = {}) {
  let next = 0;
  const copies = cloneCellDocuments(documents, { createId: () => `copy-${(next += 1)}`, offset: { x: 20, y: 20 }, ...options });
  return {
    elements: copies.filter((copy) => !copy.link).map((copy) => copy.document),
    links: copies.filter((copy) => copy.link).map((copy) => copy.document),
    from: copies.map((copy) => copy.from),
  };
}

describe('cloneCellDocuments', () => {
  it('gives every copy a new jsid, offset, and keeps the links among the copies pointing at the copies', () => {
    const { elements, links } = clone();
    expect(elements.map((cell) => cell.jsid)).toEqual(['copy-1', 'copy-2', 'copy-3']);
    expect(elements[1]).toMatchObject({ position: { x: 30, y: 30 }, title: 'Pay', type: 'bpmn.Activity' });
    expect(clone().from).toEqual([0, 1, 2, 3]);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ jsid: 'copy-4', source: { id: 'copy-2', port: 'right' }, target: { id: 'copy-3' }, vertices: [{ x: 120, y: 70 }] });
  });

  it('leaves out links to cells not copied and embeds of cells not copied', () => {
    const { elements, links } = clone();
    expect(links.map((link) => link.source)).not.toContainEqual({ id: undefined });
    expect(elements[0].embeds).toEqual(['copy-2']);
  });

  it('puts the copies on one layer when asked, else keeps each one’s', () => {
    expect(clone({ layerId: 'L9' }).elements.map((cell) => cell.layer_id)).toEqual(['L9', 'L9', 'L9']);
    expect(clone().elements.map((cell) => cell.layer_id)).toEqual(['L1', 'L1', 'L2']);
  });

  it('leaves the originals as they were', () => {
    const before = structuredClone(documents);
    clone({ layerId: 'L9' });
    expect(documents).toEqual(before);
  });
});
