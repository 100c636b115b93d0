import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { cellToDocument, createShapeRegistry, DiagramEditor } from '../../../sdk/diagram';
import { ACTIVATION_WIDTH, centreOnLifeline, lifelineFor } from './activation';
import { sequenceShapes } from './index';
import { MESSAGE_GAP, messageY, nextMessageY, orderedMessages, placeMessage, restackMessages } from './message-order';
import { HEAD_HEIGHT } from './participant';
import { expectShapeStyle } from '../../../sdk/test-support/diagram-shapes';

const registry = createShapeRegistry(sequenceShapes);

function sequence() {
  const editor = new DiagramEditor({ registry, settings: { default_link_key: 'sequence.Message' } });
  const client = editor.addShape('sequence.Participant', { title: 'Client', position: { x: 0, y: 0 } }) as dia.Element;
  const server = editor.addShape('sequence.Participant', { title: 'Server', position: { x: 300, y: 0 } }) as dia.Element;
  const message = (title: string, y: number, from = client, to = server) => {
    expect(editor.connect(from.id, to.id, { title }).ok).toBe(true);
    const link = editor.graph.getLinks().find((l) => l.get('title') === title)!;
    placeMessage(link, y);
    return link;
  };
  return { editor, client, server, message };
}

describe('sequence shapes', () => {
  it('are the participant, the activation bar and the message link', () => {
    expect(registry.definitions.map((d) => d.type).slice(0, 3)).toEqual(['sequence.Participant', 'sequence.Activation', 'sequence.Message']);
  });

  it('draw a participant as a head box with a dashed lifeline under it', () => {
    const participant = registry.create('sequence.Participant', { title: 'Client' });
    expect(participant.attr('head/height')).toBe(HEAD_HEIGHT);
    expect(participant.attr('lifeline')).toMatchObject({ d: `M calc(0.5*w) ${HEAD_HEIGHT} V calc(h)`, strokeDasharray: '6 4' });
    expect(participant.attr('label/textWrap/text')).toBe('Client');
  });

  it('draw synchronous, asynchronous and return messages as UML does', () => {
    const link = registry.create('sequence.Message', { title: 'get()' });
    expect(link.attr('line/targetMarker/fill')).toBe('#333333');
    expect(link.attr('line/strokeDasharray')).toBe('none');
    link.set('message_type', 'asynchronous');
    expect(link.attr('line/targetMarker/fill')).toBe('none');
    link.set('message_type', 'return');
    expect(link.attr('line/strokeDasharray')).toBe('6 4');
    expect((link as dia.Link).labels()[0].attrs?.text?.text).toBe('get()');
  });

  it('put activation bars on the lifeline', () => {
    const { editor, server } = sequence();
    const bar = editor.addShape('sequence.Activation', { position: { x: 10, y: 120 } }) as dia.Element;
    centreOnLifeline(bar, server);
    expect(bar.getBBox().center().x).toBe(server.getBBox().center().x);
    expect(editor.embed(server.id, bar.id)).toBe(true);
  });

  it('find the lifeline a bar belongs on: its participant, else the nearest lifeline alongside it within 40', () => {
    const { editor, client, server } = sequence();
    const bar = editor.addShape('sequence.Activation', { position: { x: 80 - ACTIVATION_WIDTH / 2, y: 120 } }) as dia.Element;
    const participants = editor.graph.getElements();
    expect(lifelineFor(bar, participants)).toBe(client);
    bar.position(180 - ACTIVATION_WIDTH / 2, 120);
    expect(lifelineFor(bar, participants)).toBeNull();
    bar.position(60, -200);
    expect(lifelineFor(bar, participants)).toBeNull();
    bar.position(70, 120);
    editor.embed(server.id, bar.id);
    expect(lifelineFor(bar, participants)).toBe(server);
  });
});

describe('message order', () => {
  it('anchors both ends on the lifelines at the same height, so the message is horizontal', () => {
    const { message, server } = sequence();
    server.position(300, 20);
    const link = message('login', 120);
    expect(link.get('source')).toMatchObject({ anchor: { name: 'top', args: { dy: 120 } }, connectionPoint: { name: 'anchor' } });
    expect(link.get('target')).toMatchObject({ anchor: { name: 'top', args: { dy: 100 } } });
    expect(messageY(link)).toBe(120);
  });

  it('reads the messages top to bottom, whatever order they were drawn in', () => {
    const { editor, message } = sequence();
    message('third', 300);
    message('first', 100);
    message('second', 200);
    expect(orderedMessages(editor.graph).map((l) => l.get('title'))).toEqual(['first', 'second', 'third']);
  });

  it('puts the next message one gap under the last, or under the heads', () => {
    const { editor, message } = sequence();
    expect(nextMessageY(editor.graph)).toBe(HEAD_HEIGHT + MESSAGE_GAP);
    message('a', 150);
    expect(nextMessageY(editor.graph)).toBe(150 + MESSAGE_GAP);
  });

  it('restacks the messages one gap apart in their order, as one undo step', () => {
    const { editor, message } = sequence();
    message('a', 100);
    message('b', 400);
    message('c', 150);
    restackMessages(editor.graph);
    expect(orderedMessages(editor.graph).map((l) => [l.get('title'), messageY(l)])).toEqual([
      ['a', 100],
      ['c', 100 + MESSAGE_GAP],
      ['b', 100 + 2 * MESSAGE_GAP],
    ]);
    editor.undo();
    expect(orderedMessages(editor.graph).map((l) => messageY(l))).toEqual([100, 150, 400]);
  });

  it('saves a message with its anchored ends and its type', () => {
    const { message } = sequence();
    const link = message('ok', 200);
    link.set('message_type', 'return');
    expect(cellToDocument(link, registry)).toMatchObject({ type: 'sequence.Message', message_type: 'return', source: { anchor: { args: { dy: 200 } } } });
  });
});

describe('participant style', () => {
  it('honours the §3 style properties on its head box', () => {
    expectShapeStyle(registry, 'sequence.Participant', { body: 'head' });
  });

  it('an activation bar honours them too and keeps its thin dark outline by default', () => {
    expectShapeStyle(registry, 'sequence.Activation', { label: null });
    expect(registry.create('sequence.Activation').attr('body')).toMatchObject({ fill: '#e8eaf0', stroke: '#333333', strokeWidth: 1.5 });
  });
});
