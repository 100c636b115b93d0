import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { cellToDocument, createShapeRegistry, DiagramEditor, LINK_TYPES } from '../../../sdk/diagram';
import { ECOSYSTEM_ROLES, ROLE_COLORS } from './actor';
import { ecosystemShapes } from './index';
import { expectShapeStyle } from '../../../sdk/test-support/diagram-shapes';

const registry = createShapeRegistry(ecosystemShapes);
const create = (type: string, attributes: dia.Cell.Attributes = {}) => registry.create(type, attributes);

describe('ecosystem shapes', () => {
  it('are the actor, the boundary and the relationship link', () => {
    expect(registry.definitions.map((d) => d.type).slice(0, 3)).toEqual(['ecosystem.Actor', 'ecosystem.Boundary', 'ecosystem.Relationship']);
    expect(registry.get('ecosystem.Relationship')?.kind).toBe('link');
  });

  it('colour an actor by its role', () => {
    const actor = create('ecosystem.Actor', { title: 'Bank', ecosystem_role: 'partner' });
    expect(actor.attr('band/fill')).toBe(ROLE_COLORS.partner);
    expect(actor.attr('body/stroke')).toBe(ROLE_COLORS.partner);
    expect(actor.attr('label/textWrap/text')).toBe('Bank');
    actor.set('ecosystem_role', 'regulator');
    expect(actor.attr('band/fill')).toBe(ROLE_COLORS.regulator);
    expect(new Set(ECOSYSTEM_ROLES.map((role) => ROLE_COLORS[role])).size).toBe(ECOSYSTEM_ROLES.length);
  });

  it('let actors into a boundary', () => {
    const editor = new DiagramEditor({ registry });
    const boundary = editor.addShape('ecosystem.Boundary', { position: { x: 0, y: 0 } })!;
    const actor = editor.addShape('ecosystem.Actor', { position: { x: 20, y: 40 } })!;
    expect(editor.embed(boundary.id, actor.id)).toBe(true);
    expect(boundary.getEmbeddedCells().map((cell) => cell.id)).toEqual([actor.id]);
  });

  it('draw a new relationship as an association', () => {
    const link = create('ecosystem.Relationship');
    expect(link.get('linkType')).toBe('association');
    expect(link.attr('line/targetMarker')).toBeNull();
  });

  it('draw each of the eleven relationship types distinctly', () => {
    const looks = LINK_TYPES.map((linkType) => {
      const line = create('ecosystem.Relationship', { linkType }).attr('line');
      return JSON.stringify([line.strokeDasharray, line.sourceMarker, line.targetMarker]);
    });
    expect(new Set(looks).size).toBe(11);
  });

  it('are the module default link, so connecting two actors saves an ecosystem.Relationship', () => {
    const editor = new DiagramEditor({ registry, settings: { default_link_key: 'ecosystem.Relationship' } });
    const a = editor.addShape('ecosystem.Actor')!;
    const b = editor.addShape('ecosystem.Actor', { position: { x: 300, y: 0 } })!;
    expect(editor.connect(a.id, b.id, { linkType: 'serving' }).ok).toBe(true);
    const [link] = editor.graph.getLinks();
    expect(cellToDocument(link, registry)).toMatchObject({ type: 'ecosystem.Relationship', linkType: 'serving', source: { id: a.id } });
  });
});

describe('ecosystem style', () => {
  it('actors and boundaries honour the §3 style properties', () => {
    expectShapeStyle(registry, 'ecosystem.Actor');
    expectShapeStyle(registry, 'ecosystem.Boundary');
  });

  it('an actor is outlined in its role colour until an outline is chosen, a boundary stays see-through and dashed', () => {
    expect(create('ecosystem.Actor', { ecosystem_role: 'partner', shape_outline: '#112233' }).attr('body/stroke')).toBe('#112233');
    expect(create('ecosystem.Boundary').attr('body')).toMatchObject({ fill: '#ffffff', fillOpacity: 0, stroke: '#113253', strokeDasharray: '8 4' });
  });
});
