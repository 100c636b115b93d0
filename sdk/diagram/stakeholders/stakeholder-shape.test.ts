import { describe, expect, it } from 'vitest';
import { DiagramEditor } from '../diagram-editor';
import { addPaletteItem } from '../actions/add-palette-item';
import { cellToDocument } from '../cell-codec';
import { createShapeRegistry } from '../shapes/shape-registry';
import { STAKEHOLDER_SHAPE_KEY, stakeholderPaletteItem, stakeholderShape } from './stakeholder-shape';

const registry = createShapeRegistry([stakeholderShape]);

describe('the stakeholder shape', () => {
  it('is dropped from its palette item as one undo step, carrying the stakeholder and its name', () => {
    const editor = new DiagramEditor({ registry });
    const item = stakeholderPaletteItem({ id: 42, name: 'Ministry of Health' });
    expect(item).toMatchObject({ type: STAKEHOLDER_SHAPE_KEY, title: 'Ministry of Health' });

    const cell = addPaletteItem(editor, item, { x: 200, y: 100 })!;
    const document = cellToDocument(cell, registry);
    expect(document).toMatchObject({ type: STAKEHOLDER_SHAPE_KEY, title: 'Ministry of Health', stakeholder_id: 42, stakeholder_removed: false });
    expect(cell.attr('label/textWrap/text')).toBe('Ministry of Health');

    editor.undo();
    expect(editor.graph.getCells()).toHaveLength(0);
  });

  it('strikes the last name through once its stakeholder is removed', () => {
    const editor = new DiagramEditor({ registry });
    const cell = editor.addShape(STAKEHOLDER_SHAPE_KEY, { title: 'Gone Ltd', stakeholder_id: 7 })!;
    expect(cell.attr('label/textDecoration')).toBe('none');
    cell.set('stakeholder_removed', true);
    expect(cell.attr('label/textDecoration')).toBe('line-through');
    expect(cell.attr('label/textWrap/text')).toBe('Gone Ltd');
  });
});
