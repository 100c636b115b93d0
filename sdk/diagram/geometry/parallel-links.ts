import { PARALLEL_LINK_OFFSET } from '../constants';
import { tidy, type Point } from './rect';

export interface LinkEnds {
  id: string;
  source: string;
  target: string;
}

/**
 * Parallel links between the same two elements (either direction) fan out 40 apart: the first stays
 * straight, the others get one vertex each, offset 40, -40, 80, -80... from the middle, perpendicular to
 * the line between the centres. Returns the vertices of each link of a group of two or more.
 */
export function parallelLinkVertices(
  links: readonly LinkEnds[],
  centreOf: (elementId: string) => Point | undefined,
  offset = PARALLEL_LINK_OFFSET,
): Map<string, Point[]> {
  const groups = new Map<string, LinkEnds[]>();
  for (const link of links) {
    if (link.source === link.target) continue;
    const pair = [link.source, link.target].sort().join('\u0000');
    groups.set(pair, [...(groups.get(pair) ?? []), link]);
  }
  const vertices = new Map<string, Point[]>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // Measure from one fixed end so that links in opposite directions fan to opposite sides.
    const [first, second] = [group[0].source, group[0].target].sort();
    const a = centreOf(first);
    const b = centreOf(second);
    if (!a || !b) continue;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    const normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
    const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const ordered = [...group].sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
    ordered.forEach((link, index) => {
      const distance = Math.ceil(index / 2) * offset * (index % 2 === 1 ? 1 : -1);
      vertices.set(link.id, distance === 0 ? [] : [{ x: tidy(middle.x + normal.x * distance), y: tidy(middle.y + normal.y * distance) }]);
    });
  }
  return vertices;
}
