import type { VisioConnector, VisioPage, VisioPoint, VisioShape } from './visio-model';

const mirror = (point: VisioPoint): VisioPoint => ({ x: point.y, y: point.x });

/**
 * The page mirrored across its top-left diagonal: what ran down the page runs across it and the reverse
 * (a vertical cross-functional flowchart becomes a horizontal one, its lanes stacked top to bottom in
 * their order left to right). Each shape keeps its centre's place in the turned layout; a shape that
 * `turnsWithPage` (a lane, a pool, a phase) swaps its width and height, any other keeps its size, so a
 * task still reads as a task. Connector ends, bends and label places turn with the page.
 */
export function transposeVisioPage(page: VisioPage, turnsWithPage: (shape: VisioShape) => boolean): VisioPage {
  const shape = (visio: VisioShape): VisioShape => {
    const { width, height } = turnsWithPage(visio) ? { width: visio.height, height: visio.width } : visio;
    const centre = mirror({ x: visio.x + visio.width / 2, y: visio.y + visio.height / 2 });
    return { ...visio, x: Math.round(centre.x - width / 2), y: Math.round(centre.y - height / 2), width, height };
  };
  const connector = (visio: VisioConnector): VisioConnector => ({
    ...visio,
    begin: visio.begin && mirror(visio.begin),
    end: visio.end && mirror(visio.end),
    ...(visio.route ? { route: visio.route.map(mirror) } : {}),
    ...(visio.textCentre ? { textCentre: mirror(visio.textCentre) } : {}),
  });
  return { ...page, shapes: page.shapes.map(shape), connectors: page.connectors.map(connector) };
}
