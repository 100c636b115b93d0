import { masterKey, SKIP, visioElement, type VisioElementInput, type VisioLinkInput, type VisioMapContext, type VisioShapeMapper } from './visio-mapper';
import type { VisioConnector, VisioShape } from './visio-model';

/** The masters of Visio's "Basic Shapes" stencil (universal names). */
export const VISIO_BASIC_SHAPES = [
  'Rectangle',
  'Square',
  'Rounded rectangle',
  'Rounded square',
  'Ellipse',
  'Circle',
  'Triangle',
  'Right triangle',
  'Pentagon',
  'Hexagon',
  'Heptagon',
  'Octagon',
  'Decagon',
  'Diamond',
  'Parallelogram',
  'Trapezoid',
  'Can',
  'Cross',
  'Star 5-point',
] as const;

/** Visio's connectors: the dynamic connector (Connector tool) and the line-curve and straight connectors. */
export const VISIO_CONNECTORS = ['Dynamic connector', 'Line-curve connector', 'Straight connector'] as const;

type ShapeDeclaration = string | ((shape: VisioShape, context: VisioMapContext) => VisioElementInput);
type ConnectorDeclaration = VisioLinkInput | ((connector: VisioConnector, context: VisioMapContext) => VisioLinkInput);

export interface VisioMapperDeclaration {
  /** Master names (any case) and the shape type each becomes (with the shape's text and style), or how it is mapped. */
  shapes: Record<string, ShapeDeclaration>;
  /** Connector master names (any case) and the link each becomes. */
  connectors: Record<string, ConnectorDeclaration>;
}

/** The same declaration for each of several masters (e.g. every basic shape becomes an item). */
export function forMasters<T>(masters: readonly string[], declaration: T): Record<string, T> {
  return Object.fromEntries(masters.map((master) => [master, declaration]));
}

/**
 * A diagram kind's Visio mapper from a declaration of the masters it takes: a declared shape or
 * connector is mapped, any other is skipped (the import says some were skipped).
 */
export function declareVisioMapper(declaration: VisioMapperDeclaration): VisioShapeMapper {
  const byKey = <T>(record: Record<string, T>) => new Map(Object.entries(record).map(([master, value]) => [masterKey(master), value]));
  const shapes = byKey(declaration.shapes);
  const connectors = byKey(declaration.connectors);
  return {
    mapShape(shape, context) {
      const declared = shapes.get(masterKey(shape.masterName));
      if (declared === undefined) return SKIP;
      return typeof declared === 'string' ? visioElement(shape, declared) : declared(shape, context);
    },
    mapConnector(connector, context) {
      const declared = connectors.get(masterKey(connector.masterName));
      if (declared === undefined) return SKIP;
      return typeof declared === 'function' ? declared(connector, context) : declared;
    },
  };
}
