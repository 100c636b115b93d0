import { transposeVisioPage, type VisioPage, type VisioShape } from '../../../sdk/diagram';
import type { BpmnShapeKind } from './bpmn-shape-kinds';

/** The shapes that lay out a pool: turned with the page, their width and height swapped. */
const POOL_LAYOUT: ReadonlySet<BpmnShapeKind | undefined> = new Set(['lane', 'pool', 'phase', 'structure']);

/** Visio's "(vertical)" masters, or a lane or pool taller than wide. */
const isVertical = (shape: VisioShape) => /vertical/i.test(shape.masterName) || shape.height > shape.width;

/**
 * The page with its pools horizontal, as the product draws them: a page whose lanes (or, without lanes,
 * pools) are all drawn vertically (Visio's vertical cross-functional flowchart) is turned, lanes left to
 * right becoming lanes top to bottom and the flow down the page a flow across it; any other page is kept.
 */
export function withHorizontalPools(page: VisioPage, kindOf: (shape: VisioShape) => BpmnShapeKind | undefined): VisioPage {
  const lanes = page.shapes.filter((shape) => kindOf(shape) === 'lane');
  const pools = lanes.length ? lanes : page.shapes.filter((shape) => kindOf(shape) === 'pool');
  if (pools.length === 0 || !pools.every(isVertical)) return page;
  return transposeVisioPage(page, (shape) => POOL_LAYOUT.has(kindOf(shape)));
}
