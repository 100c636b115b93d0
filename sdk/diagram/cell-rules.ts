import type { dia } from '@joint/core';
import type { ShapeRegistry } from './shapes/shape-registry';

/** What the rules need to know about layers (LayersModel satisfies it). */
export interface LayerVisibility {
  /** False when the layer is hidden or dimmed by another layer's highlight. */
  isInteractive(layerId: string | null | undefined): boolean;
}

export interface CellRulesContext {
  registry: ShapeRegistry;
  layers: LayerVisibility;
  /** The module setting embedding_enabled. */
  embeddingEnabled: boolean;
}

export type RuleCheck<R extends string> = { ok: true } | { ok: false; reason: R };

export type ConnectionRefusal = 'missing-end' | 'same-element' | 'link-end' | 'non-interactive' | 'hidden';
export type EmbeddingRefusal = 'embedding-disabled' | 'not-a-container' | 'excluded' | 'hidden' | 'same-cell' | 'link' | 'would-contain-itself';

const OK = { ok: true } as const;
const refuse = <R extends string>(reason: R) => ({ ok: false, reason }) as const;

/** A cell with a celltype is non-interactive (§3): it cannot be edited, moved, selected or connected. */
export function isNonInteractive(cell: dia.Cell): boolean {
  return Boolean(cell.get('celltype'));
}

export function isLocked(cell: dia.Cell): boolean {
  return cell.get('locked') === true;
}

/** Hidden by a layer: on a hidden layer, or dimmed by the highlight of another. */
export function isHiddenByLayer(cell: dia.Cell, layers: LayerVisibility): boolean {
  return !layers.isInteractive(cell.get('layer_id') as string | null | undefined);
}

/**
 * §5: a link connects two different elements; it cannot start or end on a non-interactive cell, on a
 * cell hidden by a layer, or on another link.
 */
export function canConnect(
  source: dia.Cell | null | undefined,
  target: dia.Cell | null | undefined,
  context: Pick<CellRulesContext, 'layers'>,
): RuleCheck<ConnectionRefusal> {
  if (!source || !target) return refuse('missing-end');
  if (source.isLink() || target.isLink()) return refuse('link-end');
  if (source.id === target.id) return refuse('same-element');
  if (isNonInteractive(source) || isNonInteractive(target)) return refuse('non-interactive');
  if (isHiddenByLayer(source, context.layers) || isHiddenByLayer(target, context.layers)) return refuse('hidden');
  return OK;
}

/**
 * §5: embedding is allowed only if the container allows embedding and the dropped item is neither
 * excluded from embedding nor hidden. A container cannot be dropped into its own content.
 */
export function canEmbed(container: dia.Cell, item: dia.Cell, context: CellRulesContext): RuleCheck<EmbeddingRefusal> {
  if (!context.embeddingEnabled) return refuse('embedding-disabled');
  if (container.id === item.id) return refuse('same-cell');
  if (container.isLink() || item.isLink()) return refuse('link');
  if (!context.registry.get(container.get('type'))?.embedding?.container) return refuse('not-a-container');
  if (context.registry.get(item.get('type'))?.embedding?.excluded) return refuse('excluded');
  if (isHiddenByLayer(item, context.layers)) return refuse('hidden');
  if (container.isEmbeddedIn(item)) return refuse('would-contain-itself');
  return OK;
}
