import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../../test-support/render-with-services';
import { DiagramEditor } from '../diagram-editor';
import { defineShape, type PropertySchema } from '../shapes/define-shape';
import { createShapeRegistry } from '../shapes/shape-registry';
import { styleProperties, type StyleProps } from '../shapes/shape-style';
import { testRegistry } from '../test-support/test-shapes';
import type { dia } from '@joint/core';
import type { PropertyEditorProps } from './palette';
import { PropertiesPanel } from './properties-panel';

const choices = [
  { type: 'test.Task', title: 'Task' },
  { type: 'test.Event', title: 'Event' },
];

function setUp(readOnly = false, images?: { upload: (id: string, blob: Blob) => Promise<void>; remove: (id: string) => Promise<void> }) {
  const editor = new DiagramEditor({ registry: testRegistry, layers: { layers: [{ id: 'l1', name: 'Layer 1', hidden: false }] } });
  const task = editor.addShape('test.Task', { position: { x: 10, y: 10 }, title: 'Check order' })!;
  const other = editor.addShape('test.Event', { position: { x: 200, y: 10 } })!;
  editor.connect(task.id, other.id);
  editor.undoManager.clear();
  if (readOnly) editor.setReadOnly(true);
  renderWithServices(
    <PropertiesPanel editor={editor} changeTypeChoices={choices} propertySheets={{ 'test.Task': { labels: { icon_type: 'Icon' } } }} images={images} />,
    createTestServices(),
  );
  return { editor, task, other };
}

describe('PropertiesPanel', () => {
  it('asks for a selection when nothing is selected', () => {
    setUp();
    expect(screen.getByText('Select a shape or a link to see its properties.')).toBeInTheDocument();
  });

  it('edits the title on Enter as one undoable change', async () => {
    const { editor, task } = setUp();
    act(() => editor.selection.select([task.id]));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Check order');
    await userEvent.clear(title);
    await userEvent.type(title, 'Check the order{Enter}');
    expect(task.get('title')).toBe('Check the order');
    act(() => {
      editor.undo();
    });
    expect(task.get('title')).toBe('Check order');
  });

  it('edits the shape’s own properties and its style', async () => {
    const { editor, task } = setUp();
    act(() => editor.selection.select([task.id]));
    await userEvent.click(screen.getByRole('combobox', { name: 'Icon' }));
    await userEvent.click(screen.getByRole('option', { name: 'user' }));
    expect(task.get('icon_type')).toBe('user');
    await userEvent.click(screen.getByRole('combobox', { name: 'Outline style' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dashed' }));
    expect(task.get('shape_outline_style')).toBe('dashed');
    const width = screen.getByRole('spinbutton', { name: 'Outline width' });
    expect(width).toHaveValue(2);
    await userEvent.clear(width);
    await userEvent.type(width, '3{Enter}');
    expect(task.get('shape_outline_width')).toBe(3);
  });

  it('changes the shape type as one step, keeping it selected', async () => {
    const { editor, task } = setUp();
    act(() => editor.selection.select([task.id]));
    await userEvent.click(screen.getByRole('combobox', { name: 'Shape type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Event' }));
    const replaced = editor.graph.getCell(task.id);
    expect(replaced.get('type')).toBe('test.Event');
    expect(replaced.get('title')).toBe('Check order');
    expect(editor.graph.getConnectedLinks(replaced as never)).toHaveLength(1);
    expect(editor.selection.ids).toEqual([task.id]);
    act(() => {
      editor.undo();
    });
    expect(editor.graph.getCell(task.id).get('type')).toBe('test.Task');
  });

  it('shows a link’s flow type, label position and relationship', async () => {
    const { editor, task } = setUp();
    const link = editor.graph.getConnectedLinks(task)[0];
    act(() => editor.selection.select([link.id]));
    expect(screen.queryByRole('combobox', { name: 'Shape type' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Flow type' }));
    await userEvent.click(screen.getByRole('option', { name: 'message' }));
    expect(link.get('flowType')).toBe('message');
    await userEvent.click(screen.getByRole('combobox', { name: 'Label position' }));
    await userEvent.click(screen.getByRole('option', { name: 'target' }));
    expect(link.get('labelPosition')).toBe('target');
    // A property the SDK's link lends to every diagram kind has the SDK's label.
    await userEvent.type(screen.getByRole('textbox', { name: 'Relationship' }), 'serves{Enter}');
    expect(link.get('relationship_type')).toBe('serves');
  });

  it('shows but does not edit when the diagram is read only', () => {
    const { editor, task } = setUp(true);
    act(() => editor.selection.select([task.id]));
    expect(screen.getByText('You can look at these properties but not change them.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  });

  it('uploads an image onto the selected shape and removes it', async () => {
    const images = { upload: vi.fn(() => Promise.resolve()), remove: vi.fn(() => Promise.resolve()) };
    const { editor, task } = setUp(false, images);
    act(() => editor.selection.select([task.id]));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload image'), file);
    expect(images.upload).toHaveBeenCalledWith(String(task.id), file);
    act(() => {
      task.set('image', { url: '/api/files/projects/7/modules/11/cells/a.png' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(images.remove).toHaveBeenCalledWith(String(task.id));
  });
});

const markersWithItems = { type: 'array', default: [], title: 'Markers', items: { enum: ['loop', 'parallel', 'sequential'] } } as PropertySchema<string[]>;

/** Like a BPMN activity: the shared style properties with its own fill, and list-valued properties. */
const styledTask = defineShape<StyleProps & { markers: string[]; tags: string[]; lanes: { label: string }[] }>({
  type: 'styled.Task',
  kind: 'element',
  defaults: { size: { width: 90, height: 70 } },
  properties: {
    markers: markersWithItems,
    tags: { type: 'array', default: [], title: 'Tags' },
    lanes: { type: 'array', default: [], title: 'Lanes' },
    ...styleProperties({ shape_fill: '#ffeeaa', shape_outline_style: 'dotted' }),
  },
  markup: [{ tagName: 'rect', selector: 'body' }],
});

const plainShape = defineShape<{ axis_color: string }>({
  type: 'styled.Plain',
  kind: 'element',
  defaults: { size: { width: 90, height: 70 } },
  properties: { axis_color: { type: 'string', default: '#000000', title: 'Axis colour' } },
  markup: [{ tagName: 'rect', selector: 'body' }],
});

function setUpStyled(type: string, sheetProperties?: readonly string[]) {
  const editor = new DiagramEditor({ registry: createShapeRegistry([styledTask, plainShape]), layers: { layers: [{ id: 'l1', name: 'Layer 1', hidden: false }] } });
  const cell = editor.addShape(type, { position: { x: 10, y: 10 }, title: 'A' })!;
  editor.undoManager.clear();
  renderWithServices(
    <PropertiesPanel
      editor={editor}
      changeTypeChoices={[]}
      propertySheets={{
        'styled.Task': {
          properties: sheetProperties,
          labels: { tags: 'Labels', markers: 'Markers', lanes: 'Lanes' },
          choices: { markers: { loop: 'Loop', parallel: 'Parallel instances', sequential: 'Sequential' }, tags: { red: 'Red', blue: 'Blue' } },
        },
        'styled.Plain': { labels: { axis_color: 'Axis colour' } },
      }}
    />,
    createTestServices(),
  );
  act(() => editor.selection.select([cell.id]));
  return { editor, cell };
}

describe('PropertiesPanel style fields', () => {
  it('shows the translated style fields with their inputs on a shape that declares none, from the shared defaults', async () => {
    const { editor, cell } = setUpStyled('styled.Plain');
    expect(screen.getByLabelText('Fill')).toHaveAttribute('type', 'color');
    expect(screen.getByLabelText('Fill')).toHaveValue('#ffffff');
    expect(screen.getByLabelText('Outline')).toHaveValue('#333333');
    expect(screen.getByLabelText('Axis colour')).toHaveAttribute('type', 'color');
    expect(screen.getByRole('spinbutton', { name: 'Transparency' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Outline width' })).toHaveValue(2);
    expect(screen.getByRole('combobox', { name: 'Outline style' })).toHaveTextContent('Solid');
    expect(screen.getByRole('combobox', { name: 'Text vertical position' })).toHaveTextContent('Middle');
    expect(screen.getByRole('combobox', { name: 'Text horizontal position' })).toHaveTextContent('Middle');
    await userEvent.click(screen.getByRole('combobox', { name: 'Text horizontal position' }));
    await userEvent.click(screen.getByRole('option', { name: 'Left' }));
    expect(cell.get('textHorizontalAnchor')).toBe('left');
    act(() => {
      editor.undo();
    });
    expect(cell.get('textHorizontalAnchor')).toBeUndefined();
  });

  it('shows a shape’s declared style properties once, as style fields starting from its own defaults, even when its sheet lists other properties', async () => {
    const { cell } = setUpStyled('styled.Task', ['markers', 'lanes']);
    expect(screen.getAllByLabelText('Fill')).toHaveLength(1);
    expect(screen.getByLabelText('Fill')).toHaveValue('#ffeeaa');
    expect(screen.getByRole('combobox', { name: 'Outline style' })).toHaveTextContent('Dotted');
    for (const raw of ['shape_fill', 'shape_outline', 'shape_transparency', 'shape_outline_style', 'shape_outline_width', 'textVerticalAnchor', 'textHorizontalAnchor']) {
      expect(screen.queryByText(raw)).not.toBeInTheDocument();
    }
    // Under their schema titles neither: besides width and height, the two number inputs are the style fields.
    expect(screen.getByRole('spinbutton', { name: 'Outline width' })).toHaveValue(2);
    expect(screen.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Width', 'Height', 'Transparency', 'Outline width']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Outline style' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dashed' }));
    expect(cell.get('shape_outline_style')).toBe('dashed');
  });

  it('keeps the value when a style number is emptied', async () => {
    const { cell } = setUpStyled('styled.Task');
    const width = screen.getByRole('spinbutton', { name: 'Outline width' });
    await userEvent.clear(width);
    await userEvent.type(width, '{Enter}');
    expect(cell.get('shape_outline_width')).toBe(2);
  });
});

describe('PropertiesPanel list-valued properties', () => {
  it('edits a list of choices as checkboxes labelled from the sheet, one undo step per tick, in the choices’ order', async () => {
    const { editor, cell } = setUpStyled('styled.Task');
    const markers = screen.getByRole('group', { name: 'Markers' });
    expect(markers).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sequential' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Loop' }));
    expect(cell.get('markers')).toEqual(['loop', 'sequential']);
    expect(screen.getByRole('checkbox', { name: 'Loop' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Parallel instances' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Loop' }));
    expect(cell.get('markers')).toEqual(['sequential']);
    act(() => {
      editor.undo();
    });
    expect(cell.get('markers')).toEqual(['loop', 'sequential']);
  });

  it('takes the choices from the property sheet when the schema has no items (as BPMN markers), and leaves lists of objects alone', async () => {
    const { cell } = setUpStyled('styled.Task');
    expect(screen.getByRole('group', { name: 'Labels' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));
    expect(cell.get('tags')).toEqual(['blue']);
    expect(screen.queryByText('Lanes')).not.toBeInTheDocument();
  });

  it('does not edit a list when the diagram is read only', () => {
    const { editor, cell } = setUpStyled('styled.Task');
    act(() => editor.setReadOnly(true));
    expect(screen.getByRole('checkbox', { name: 'Loop' })).toBeDisabled();
    expect(cell.get('markers')).toEqual([]);
  });
});

describe('PropertiesPanel size and own editors', () => {
  it('resizes an element from its width and height fields, as one undo step each, never under its minimum', async () => {
    const { editor, task } = setUp();
    act(() => editor.selection.select([task.id]));
    const width = screen.getByRole('spinbutton', { name: 'Width' });
    expect(width).toHaveValue(90);
    await userEvent.clear(width);
    await userEvent.type(width, '150{Enter}');
    expect((task as dia.Element).size()).toEqual({ width: 150, height: 70 });
    const height = screen.getByRole('spinbutton', { name: 'Height' });
    await userEvent.clear(height);
    await userEvent.type(height, '5{Enter}');
    expect((task as dia.Element).size()).toEqual({ width: 150, height: 20 });
    expect((task as dia.Element).position()).toEqual({ x: 10, y: 10 });
    act(() => {
      editor.undo();
    });
    expect((task as dia.Element).size()).toEqual({ width: 150, height: 70 });
  });

  it("shows a property sheet's own editor instead of the schema's field", () => {
    const editor = new DiagramEditor({ registry: testRegistry, layers: { layers: [{ id: 'l1', name: 'Layer 1', hidden: false }] } });
    const task = editor.addShape('test.Task', { position: { x: 10, y: 10 } })!;
    const IconEditor = ({ cell, label, disabled }: PropertyEditorProps) => (
      <p>
        {label}: {String(cell.get('icon_type'))} {disabled ? 'disabled' : 'enabled'}
      </p>
    );
    renderWithServices(
      <PropertiesPanel editor={editor} changeTypeChoices={[]} propertySheets={{ 'test.Task': { labels: { icon_type: 'Icon' }, editors: { icon_type: IconEditor } } }} />,
      createTestServices(),
    );
    act(() => editor.selection.select([task.id]));
    expect(screen.getByText('Icon: none enabled')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Icon' })).not.toBeInTheDocument();
  });
});

describe('PropertiesPanel layer field', () => {
  it('moves the selected cells to the chosen layer as one undo step', async () => {
    const editor = new DiagramEditor({
      registry: testRegistry,
      layers: { layers: [{ id: 'l1', name: 'Layer 1', hidden: false }, { id: 'l2', name: 'Notes', hidden: false }] },
    });
    const a = editor.addShape('test.Task', { position: { x: 10, y: 10 } })!;
    const b = editor.addShape('test.Task', { position: { x: 200, y: 10 } })!;
    editor.undoManager.clear();
    renderWithServices(<PropertiesPanel editor={editor} changeTypeChoices={choices} />, createTestServices());
    act(() => editor.selection.select([a.id, b.id]));
    await userEvent.click(screen.getByRole('combobox', { name: 'Layer' }));
    await userEvent.click(screen.getByRole('option', { name: 'Notes' }));
    expect([a.get('layer_id'), b.get('layer_id')]).toEqual(['l2', 'l2']);
    act(() => {
      editor.undo();
    });
    expect([a.get('layer_id'), b.get('layer_id')]).toEqual(['l1', 'l1']);
  });

  it('names a shape outside the change-type choices in the reader’s language', async () => {
    const editor = new DiagramEditor({ registry: testRegistry, layers: { layers: [{ id: 'l1', name: 'Layer 1', hidden: false }] } });
    const note = editor.addShape('test.Note', { position: { x: 10, y: 10 } })!;
    const titles: Record<string, string> = { 'test.Note': 'Notiz', 'test.Task': 'Aufgabe', 'test.Event': 'Ereignis' };
    renderWithServices(
      <PropertiesPanel editor={editor} changeTypeChoices={choices.map(({ type }) => ({ type, title: titles[type] }))} shapeTitle={(type) => titles[type]} />,
      createTestServices(),
    );
    act(() => editor.selection.select([note.id]));
    const changeType = screen.getByRole('combobox', { name: 'Shape type' });
    expect(changeType).toHaveTextContent('Notiz');
    await userEvent.click(changeType);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Notiz', 'Aufgabe', 'Ereignis']);
  });
});
