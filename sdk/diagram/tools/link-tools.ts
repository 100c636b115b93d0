import { linkTools, type dia } from '@joint/core';

/**
 * The handles of the selected, editable link: its two ends, dragged to reconnect it (the paper's
 * validateConnection applies §5; a refused end goes back), and its vertices: dragging the line adds one,
 * dragging one moves it, a double click removes it. Each drag is one graph batch, so one undo step.
 */
export function linkEditTools(): dia.ToolView[] {
  return [new linkTools.Vertices({ vertexAdding: true }), new linkTools.SourceArrowhead(), new linkTools.TargetArrowhead()];
}
