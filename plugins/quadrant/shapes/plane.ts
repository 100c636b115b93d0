import type { dia } from '@joint/core';
import type { Corner } from './corner';

/** Where the axes cross: the middle of the X axis's height and of the Y axis's width. */
export function origin(graph: dia.Graph): { x: number; y: number } | null {
  const elements = graph.getElements();
  const x = elements.find((cell) => cell.get('type') === 'quadrant.YAxis');
  const y = elements.find((cell) => cell.get('type') === 'quadrant.XAxis');
  if (!x || !y) return null;
  return { x: x.getBBox().center().x, y: y.getBBox().center().y };
}

/** The quadrant a point lies in (on an axis counts as right or bottom). */
export function quadrantAt(point: { x: number; y: number }, crossing: { x: number; y: number }): Corner {
  const vertical = point.y < crossing.y ? 'top' : 'bottom';
  const horizontal = point.x < crossing.x ? 'left' : 'right';
  return `${vertical}-${horizontal}`;
}

/** The quadrant of an item by its centre, or null while the diagram lacks an axis. */
export function quadrantOf(item: dia.Element): Corner | null {
  const crossing = item.graph ? origin(item.graph) : null;
  return crossing ? quadrantAt(item.getBBox().center(), crossing) : null;
}

export interface PlaneLayout {
  /** Size of the plane; the axes cross in its middle. */
  width: number;
  height: number;
}

/**
 * The cells of a new quadrant diagram: both axes crossing in the middle and a label in each outer
 * corner, as attributes for `editor.addShape(type, attributes)`.
 */
export function planeTemplate(
  labels: { xAxis: string; yAxis: string; corners: Record<Corner, string> },
  { width, height }: PlaneLayout = { width: 800, height: 600 },
): Array<{ type: string; attributes: Record<string, unknown> }> {
  const corner = (name: Corner, x: number, y: number) => ({
    type: 'quadrant.Corner',
    attributes: { corner: name, title: labels.corners[name], position: { x, y }, size: { width: 200, height: 60 } },
  });
  return [
    { type: 'quadrant.XAxis', attributes: { title: labels.xAxis, position: { x: 0, y: height / 2 - 20 }, size: { width, height: 40 } } },
    { type: 'quadrant.YAxis', attributes: { title: labels.yAxis, position: { x: width / 2 - 20, y: 0 }, size: { width: 40, height } } },
    corner('top-left', 0, 0),
    corner('top-right', width - 200, 0),
    corner('bottom-left', 0, height - 60),
    corner('bottom-right', width - 200, height - 60),
  ];
}
