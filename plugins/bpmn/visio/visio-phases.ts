import { visioElement, type VisioElementInput, type VisioShape } from '../../../sdk/diagram';
import type { VisioPool } from './visio-pools';

/**
 * A phase of a cross-functional pool: the product's pool has no phases, so the phase becomes a group (an
 * artifact: it groups visually, holds nothing) named as the phase, across the pool's lanes over the
 * phase's stretch of the pool; a phase in no pool keeps its own box.
 */
export function phaseCell(phase: VisioShape, pool: VisioPool | undefined): VisioElementInput {
  const box = pool ? { x: phase.x, y: pool.dimensions.y, width: phase.width, height: pool.dimensions.height } : phase;
  return { ...visioElement(phase, 'bpmn.Group'), box };
}
