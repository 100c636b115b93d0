import { dia, linkTools } from '@joint/core';
import type { DiagramEditor } from '../diagram-editor';

/** The name of the tools a hovered link carries, told apart from the selection's. */
const HOVER_TOOLS = 'link-hover';

/**
 * The handles of an editable link: its two ends, dragged to reconnect it (the paper's validateConnection
 * applies §5; a refused end goes back), and its vertices: dragging the line adds one, dragging one moves
 * it, a double click removes it. Each drag is one graph batch, so one undo step.
 */
export function linkEditTools(): dia.ToolView[] {
  return [new linkTools.Vertices({ vertexAdding: true }), new linkTools.SourceArrowhead(), new linkTools.TargetArrowhead()];
}

/**
 * Gives the link under the pointer its edit tools (bpmn-js shows a connection's bendpoints on hover), so
 * its middle can be dragged into a vertex without selecting it first. The selected link keeps the
 * selection's tools. Answers the function that stops.
 */
export function showLinkToolsOnHover(paper: dia.Paper, editor: DiagramEditor): () => void {
  const enter = (view: dia.LinkView) => {
    if (view.hasTools() || !editor.canEditCell(view.model)) return;
    view.addTools(new dia.ToolsView({ name: HOVER_TOOLS, tools: linkEditTools() }));
  };
  const leave = (view: dia.LinkView) => {
    if (view.hasTools(HOVER_TOOLS)) view.removeTools();
  };
  paper.on('link:mouseenter', enter);
  paper.on('link:mouseleave', leave);
  return () => {
    paper.off('link:mouseenter', enter);
    paper.off('link:mouseleave', leave);
    paper.removeTools();
  };
}
