import type { dia } from '@joint/core';
import type { Point } from '../geometry/rect';

/** What a dragged element view asks of the paper's controller. */
export interface DragHost {
  /** The pointer has put the dragged element at `position`; false if the element is not the one being dragged. */
  dragTo(element: dia.Element, position: Point): boolean;
  /** The pointer is released: the models move to where they are shown. */
  drop(element: dia.Element): void;
}

type ElementViewClass = typeof dia.ElementView;

/**
 * An element view whose pointer drag leaves the model in place and has the host show the cells moved (see
 * ShapeDrag, DragPreview); the model moves on release. What JointJS's own drag does besides moving the model
 * is kept: the position snapped to the grid, and the embedding (a container is sought under the shape at each
 * move, and takes it in on release, after the drop). The paper sets no `restrictTranslate`, so there is no
 * restricted area to keep the shape in.
 */
export function withPreviewedDrag(Base: ElementViewClass, host: DragHost): ElementViewClass {
  // JointJS types a view class generic over its model; the class below is one for any element.
  return class extends Base {
    protected override drag(evt: dia.Event, x: number, y: number): void {
      const data = this.eventData(evt) as { pointerOffset: Point; embedding?: boolean };
      const position = this.snapToGrid(evt, x + data.pointerOffset.x, y + data.pointerOffset.y);
      if (!host.dragTo(this.model, position)) {
        super.drag(evt, x, y);
        return;
      }
      if (!this.paper?.options.embeddingMode) return;
      // Prepared at the first move only: a click is no drag.
      if (!data.embedding) this.prepareEmbedding(data);
      this.processEmbedding(data, evt, x, y);
      this.eventData(evt, { embedding: true });
    }

    protected override dragEnd(evt: dia.Event, x: number, y: number): void {
      host.drop(this.model);
      super.dragEnd(evt, x, y);
    }
  } as unknown as ElementViewClass;
}
