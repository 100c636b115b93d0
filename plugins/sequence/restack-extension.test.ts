import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { createShapeRegistry, DiagramEditor, startExtensions } from '../../sdk/diagram';
import { restackExtension } from './restack-extension';
import { SEQUENCE_DEFAULTS, sequenceShapes } from './shapes';
import { MESSAGE_GAP, messageY, orderedMessages, placeMessage } from './shapes/message-order';
import { HEAD_HEIGHT } from './shapes/participant';

const registry = createShapeRegistry(sequenceShapes);
const FIRST = HEAD_HEIGHT + MESSAGE_GAP;

function sequence(readOnly = false) {
  const editor = new DiagramEditor({ registry, settings: SEQUENCE_DEFAULTS });
  const client = editor.addShape('sequence.Participant', { title: 'Client', position: { x: 0, y: 0 } }) as dia.Element;
  const server = editor.addShape('sequence.Participant', { title: 'Server', position: { x: 300, y: 0 } }) as dia.Element;
  editor.undoManager.clear();
  editor.setReadOnly(readOnly);
  const stop = startExtensions(editor, [restackExtension]);
  const send = (title: string) => {
    editor.connect(client.id, server.id, { title });
    return editor.graph.getLinks().find((link) => link.get('title') === title)!;
  };
  const order = () => orderedMessages(editor.graph).map((link) => [link.get('title'), messageY(link)]);
  return { editor, client, server, send, order, stop };
}

describe('sequence restack extension', () => {
  it('puts each new message one gap under the last, horizontally', () => {
    const { send, order } = sequence();
    const a = send('a');
    send('b');
    send('c');
    expect(order()).toEqual([
      ['a', FIRST],
      ['b', FIRST + MESSAGE_GAP],
      ['c', FIRST + 2 * MESSAGE_GAP],
    ]);
    expect(a.get('target')).toMatchObject({ anchor: { args: { dy: FIRST } } });
    expect(a.get('vertices')).toEqual([]);
  });

  it('restacks after a message is moved, once the drag ends, in the undo step of the drag', () => {
    const { editor, send, order } = sequence();
    const a = send('a');
    send('b');
    send('c');
    editor.undoManager.batch('pointer', () => {
      placeMessage(a, 500);
      expect(messageY(a)).toBe(500);
    });
    // Restacked from where the first one now is (b), one gap apart.
    expect(order()).toEqual([
      ['b', FIRST + MESSAGE_GAP],
      ['c', FIRST + 2 * MESSAGE_GAP],
      ['a', FIRST + 3 * MESSAGE_GAP],
    ]);
    editor.undo();
    expect(order()).toEqual([
      ['a', FIRST],
      ['b', FIRST + MESSAGE_GAP],
      ['c', FIRST + 2 * MESSAGE_GAP],
    ]);
    editor.redo();
    expect(order().map(([title]) => title)).toEqual(['b', 'c', 'a']);
  });

  it('closes the gap a deleted message leaves', () => {
    const { editor, send, order } = sequence();
    send('a');
    const b = send('b');
    send('c');
    editor.selection.select([b.id]);
    editor.deleteSelection();
    expect(order()).toEqual([
      ['a', FIRST],
      ['c', FIRST + MESSAGE_GAP],
    ]);
  });

  it('restacks after a change outside a batch once the current task ends', async () => {
    const { send, order } = sequence();
    const a = send('a');
    send('b');
    placeMessage(a, 400);
    expect(messageY(a)).toBe(400);
    await Promise.resolve();
    expect(order()).toEqual([
      ['b', FIRST + MESSAGE_GAP],
      ['a', FIRST + 2 * MESSAGE_GAP],
    ]);
  });

  it('does not answer undo, remote changes, read-only editors or after it is stopped', async () => {
    const { editor, send, order, stop } = sequence();
    const a = send('a');
    send('b');
    editor.undo(); // the connect of b, with its placing
    await Promise.resolve();
    expect(order()).toEqual([['a', FIRST]]);
    expect(editor.redo()).toBe(true); // no new step cleared the redo stack
    expect(order()).toEqual([
      ['a', FIRST],
      ['b', FIRST + MESSAGE_GAP],
    ]);
    a.set('source', { ...a.get('source'), anchor: { name: 'top', args: { dy: 600 } } }, { skipUndo: true });
    await Promise.resolve();
    expect(messageY(a)).toBe(600);
    stop();
    const c = send('c');
    await Promise.resolve();
    expect(orderedMessages(editor.graph).includes(c)).toBe(true);
    expect((c.get('source') as { anchor?: unknown }).anchor).toBeUndefined();

    const reader = sequence(true);
    reader.editor.setReadOnly(false);
    const d = reader.send('d');
    await Promise.resolve();
    expect((d.get('source') as { anchor?: unknown }).anchor).toBeUndefined();
  });
});
