import type { dia } from '@joint/core';
import { HEAD_HEIGHT } from './participant';

/** Vertical room between two messages, and above the first one under the heads. */
export const MESSAGE_GAP = 40;
export const MESSAGE_TYPE_KEY = 'sequence.Message';

const isMessage = (cell: dia.Cell): cell is dia.Link => cell.isLink() && cell.get('type') === MESSAGE_TYPE_KEY;

/** A message end's anchor on a lifeline `dy` below the participant's top; the line ends on the lifeline itself. */
export function lifelineAnchor(dy: number) {
  return { anchor: { name: 'top', args: { dy } }, connectionPoint: { name: 'anchor' } };
}

function lifelineEnd(id: dia.Cell.ID, dy: number) {
  return { id, ...lifelineAnchor(dy) };
}

/** The y of a message: where its source end sits on the source lifeline (null while it is not attached). */
export function messageY(link: dia.Link): number | null {
  const source = link.getSourceElement();
  const dy = (link.get('source') as { anchor?: { args?: { dy?: number } } }).anchor?.args?.dy;
  if (!source) return null;
  return source.position().y + (typeof dy === 'number' ? dy : source.size().height / 2);
}

/** The messages from top to bottom: the order the sequence is read in. */
export function orderedMessages(graph: dia.Graph): dia.Link[] {
  return graph
    .getLinks()
    .filter(isMessage)
    .map((link) => ({ link, y: messageY(link) }))
    .filter((entry): entry is { link: dia.Link; y: number } => entry.y !== null)
    .sort((a, b) => a.y - b.y)
    .map((entry) => entry.link);
}

/** Where the next message goes: one gap under the lowest message (but `except`), or under the participants' heads. */
export function nextMessageY(graph: dia.Graph, except?: dia.Link): number {
  const messages = orderedMessages(graph).filter((link) => link !== except);
  const last = messages.length ? messageY(messages[messages.length - 1]) : null;
  if (last !== null) return last + MESSAGE_GAP;
  const heads = graph.getElements().filter((cell) => cell.get('type') === 'sequence.Participant');
  const top = heads.length ? Math.min(...heads.map((head) => head.position().y)) : 0;
  return top + HEAD_HEIGHT + MESSAGE_GAP;
}

/** Lays a message horizontally at `y`: both ends anchored on their lifelines at that height. */
export function placeMessage(link: dia.Link, y: number): void {
  const source = link.getSourceElement();
  const target = link.getTargetElement();
  if (!source || !target) return;
  link.set({
    source: lifelineEnd(source.id, y - source.position().y),
    target: lifelineEnd(target.id, y - target.position().y),
    vertices: [],
  });
}

/**
 * Spaces the messages one gap apart in the order they are in now, starting where the first one is:
 * after a message is deleted, moved or inserted the sequence reads top to bottom again. One undo step.
 */
export function restackMessages(graph: dia.Graph): void {
  const messages = orderedMessages(graph);
  if (!messages.length) return;
  const first = messageY(messages[0]) ?? 0;
  graph.startBatch('restack-messages');
  messages.forEach((link, index) => placeMessage(link, first + index * MESSAGE_GAP));
  graph.stopBatch('restack-messages');
}
