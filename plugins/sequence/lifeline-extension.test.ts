import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { createShapeRegistry, DiagramEditor, startExtensions } from '../../sdk/diagram';
import { lifelineExtension } from './lifeline-extension';
import { SEQUENCE_DEFAULTS, sequenceShapes } from './shapes';
import { ACTIVATION_WIDTH } from './shapes/activation';

const registry = createShapeRegistry(sequenceShapes);
/** The lifelines of the two participants (120 wide, at x 0 and 300). */
const CLIENT_X = 60;
const SERVER_X = 360;

function sequence(readOnly = false) {
  const editor = new DiagramEditor({ registry, settings: SEQUENCE_DEFAULTS });
  editor.addShape('sequence.Participant', { title: 'Client', position: { x: 0, y: 0 } });
  const server = editor.addShape('sequence.Participant', { title: 'Server', position: { x: 300, y: 0 } }) as dia.Element;
  const bar = editor.addShape('sequence.Activation', { position: { x: 180, y: 150 } }) as dia.Element;
  editor.undoManager.clear();
  editor.setReadOnly(readOnly);
  const stop = startExtensions(editor, [lifelineExtension]);
  const centreX = (element: dia.Element) => element.getBBox().center().x;
  const drag = (element: dia.Element, x: number) => editor.undoManager.batch('pointer', () => element.position(x, element.position().y));
  return { editor, server, bar, stop, centreX, drag };
}

describe('sequence lifeline extension', () => {
  it('centres a bar dropped onto a participant, in the undo step of the drop', () => {
    const { editor, server, centreX } = sequence();
    const dropped = editor.undoManager.batch('add', () => {
      const added = editor.addShape('sequence.Activation', { position: { x: 320, y: 100 } }) as dia.Element;
      editor.embed(server.id, added.id);
      return added;
    });
    expect(centreX(dropped)).toBe(SERVER_X);
    editor.undo();
    expect(editor.graph.getCell(dropped.id)).toBeUndefined();
  });

  it('centres a bar moved near a lifeline once the drag ends, in the drag’s undo step, and leaves one moved far from any', () => {
    const { editor, bar, centreX, drag } = sequence();
    drag(bar, CLIENT_X + 25 - ACTIVATION_WIDTH / 2);
    expect(centreX(bar)).toBe(CLIENT_X);
    editor.undo();
    expect(bar.position().x).toBe(180);
    drag(bar, 200);
    expect(bar.position().x).toBe(200);
  });

  it('centres after a move outside a batch once the current task ends', async () => {
    const { bar, centreX } = sequence();
    bar.position(SERVER_X - 30, 150);
    await Promise.resolve();
    expect(centreX(bar)).toBe(SERVER_X);
  });

  it('does not answer remote changes (undo carries the same flag), a read-only editor or once stopped', async () => {
    const { bar, stop, drag } = sequence();
    bar.position(CLIENT_X + 20, 150, { skipUndo: true });
    await Promise.resolve();
    expect(bar.position().x).toBe(CLIENT_X + 20);
    stop();
    drag(bar, CLIENT_X + 10);
    expect(bar.position().x).toBe(CLIENT_X + 10);

    const reader = sequence(true);
    reader.editor.setReadOnly(false);
    reader.drag(reader.bar, CLIENT_X);
    expect(reader.bar.position().x).toBe(CLIENT_X);
  });
});
