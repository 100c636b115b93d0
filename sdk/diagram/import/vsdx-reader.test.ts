import { describe, expect, it } from 'vitest';
import { vsdxParts, zipParts, type TestDrawing } from './test-support/vsdx-builder';
import { readVsdx } from './vsdx-reader';

const read = (drawing: TestDrawing) => readVsdx(zipParts(vsdxParts(drawing))).pages[0];

describe('readVsdx', () => {
  it('places a shape in pixels from the top-left: pin less local pin, 96 px per inch, Y flipped', () => {
    const page = read({ pageHeight: 10, shapes: [{ id: 1, pinX: 2, pinY: 8, width: 1, height: 0.5, text: 'Check order' }] });
    expect(page.shapes).toEqual([expect.objectContaining({ id: '1', text: 'Check order', x: 144, y: 168, width: 96, height: 48, parentId: null })]);
  });

  it('uses the local pin when it is not the centre', () => {
    const page = read({ shapes: [{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1, cells: { LocPinX: 0, LocPinY: 0 } }] });
    expect(page.shapes[0]).toMatchObject({ x: 96, y: (11 - 2) * 96 });
  });

  it('places the shapes of a plain group in the group’s coordinates and names the group as their parent', () => {
    const page = read({
      shapes: [{ id: 1, pinX: 3, pinY: 5, width: 2, height: 2, group: [{ id: 2, pinX: 0.5, pinY: 1.5, width: 1, height: 1, text: 'Inside' }] }],
    });
    // The group's bottom-left is (2, 4) in; the child's is (2, 5) in, its top 6 in: 5 in from the top of an 11 in page.
    expect(page.shapes[1]).toMatchObject({ id: '2', parentId: '1', text: 'Inside', x: 192, y: 480, width: 96, height: 96 });
  });

  it('reads a shape with a master inside a master instance as a shape of its own (a task Visio keeps in its lane)', () => {
    const page = read({
      shapes: [{ id: 1, master: 'Swimlane', text: 'Sales', pinX: 4, pinY: 9, width: 6, height: 2, group: [{ id: 2, master: 'Task', text: 'Quote', pinX: 1, pinY: 1, width: 1, height: 1 }] }],
    });
    // The lane's bottom-left is (1, 8) in; the task's is (1.5, 8.5) in, its top 9.5 in: 1.5 in from the top.
    expect(page.shapes.map(({ id, parentId, text, x, y }) => ({ id, parentId, text, x, y }))).toEqual([
      { id: '1', parentId: null, text: 'Sales', x: 96, y: 96 },
      { id: '2', parentId: '1', text: 'Quote', x: 144, y: 144 },
    ]);
  });

  it('gives a master instance without text of its own the text of its drawing', () => {
    const page = read({ shapes: [{ id: 1, master: 'CFF Container', pinX: 4, pinY: 9, width: 6, height: 2, parts: [{ id: 2 }, { id: 3, text: 'Order handling' }] }] });
    expect(page.shapes).toEqual([expect.objectContaining({ id: '1', text: 'Order handling' })]);
  });

  it('names masters without Visio’s copy suffix and lets instances inherit the master’s cells, data and text', () => {
    const page = read({
      masters: { 'Task.12': { cells: { FillForegnd: '#ffcc00' }, data: { BpmnTaskType: 'None', BpmnLoopType: 'None' }, text: 'Task' } },
      shapes: [{ id: 1, master: 'Task.12', pinX: 1, pinY: 1, width: 1, height: 1, data: { BpmnTaskType: 'User' } }],
    });
    expect(page.shapes[0]).toMatchObject({ masterName: 'Task', fill: '#ffcc00', text: 'Task', data: { BpmnTaskType: 'User', BpmnLoopType: 'None' } });
  });

  it('reads fill and line: colours as hex or RGB(), weight in pixels, patterns', () => {
    const page = read({
      shapes: [
        { id: 1, pinX: 1, pinY: 1, width: 1, height: 1, cells: { FillForegnd: 'RGB(255, 0, 16)', FillPattern: 0, LineColor: '#0000FF', LineWeight: 0.03125, LinePattern: 2 } },
        { id: 2, pinX: 1, pinY: 1, width: 1, height: 1, cells: { FillForegnd: '5', LinePattern: 3 } },
      ],
    });
    expect(page.shapes[0]).toMatchObject({ fill: '#ff0010', fillPattern: 'none', line: { color: '#0000ff', weight: 3, pattern: 'dashed' } });
    expect(page.shapes[1]).toMatchObject({ fillPattern: 'solid', line: { color: null, weight: null, pattern: 'dotted' } });
  });

  it('reads a colour index as Visio’s default colour table says, or as the document’s own table does', () => {
    const shapes = [
      { id: 1, pinX: 1, pinY: 1, width: 1, height: 1, cells: { FillForegnd: 4, LineColor: 2 } },
      { id: 2, pinX: 3, pinY: 1, width: 1, height: 1, cells: { FillForegnd: 19, LineColor: 0 } },
      { id: 3, pinX: 5, pinY: 1, width: 1, height: 1, cells: { FillForegnd: 24, LineColor: 99 } },
    ];
    const colours = (drawing: TestDrawing) => read(drawing).shapes.map((shape) => [shape.fill, shape.line.color]);
    expect(colours({ shapes })).toEqual([
      ['#0000ff', '#ff0000'],
      ['#808080', '#000000'],
      // An index past the table: no colour, the shape's default applies.
      [null, null],
    ]);
    expect(colours({ shapes, colourTable: { 4: '#123456', 24: '#ABCDEF' } })).toEqual([
      ['#123456', '#ff0000'],
      ['#808080', '#000000'],
      ['#abcdef', null],
    ]);
  });

  it('reads colours and patterns set only through the document’s style sheets, a style inheriting from its parent', () => {
    const page = read({
      styleSheets: [
        { id: 0, name: 'No Style', cells: { LineColor: 0, LineWeight: 0.01, LinePattern: 1, FillForegnd: 1, FillPattern: 1 }, styles: { line: 0, fill: 0 } },
        { id: 3, name: 'Normal', cells: {}, styles: { line: 0, fill: 0 } },
        { id: 7, name: 'Flow Normal', cells: { FillForegnd: '#FFE699', LinePattern: 2 }, styles: { line: 3, fill: 3 } },
        { id: 8, name: 'Alert', cells: { FillForegnd: 2, LineColor: '#C00000' } },
      ],
      masters: { Task: { styles: { line: 7, fill: 7 } } },
      shapes: [
        // Through its master's style, which inherits the rest from Normal and No Style.
        { id: 1, master: 'Task', pinX: 1, pinY: 1, width: 1, height: 1 },
        // A style applied to the shape itself comes before its master (what that style does not set still comes from the master).
        { id: 2, master: 'Task', pinX: 3, pinY: 1, width: 1, height: 1, styles: { line: 8, fill: 8 } },
        // Its own cell comes first.
        { id: 3, pinX: 5, pinY: 1, width: 1, height: 1, styles: { line: 7, fill: 7 }, cells: { FillForegnd: '#00B050' } },
      ],
    });
    expect(page.shapes.map((shape) => ({ fill: shape.fill, line: shape.line }))).toEqual([
      { fill: '#ffe699', line: { color: '#000000', weight: 1, pattern: 'dashed' } },
      { fill: '#ff0000', line: { color: '#c00000', weight: 1, pattern: 'dashed' } },
      { fill: '#00b050', line: { color: '#000000', weight: 1, pattern: 'dashed' } },
    ]);
  });

  it('reads themed colours from the theme part by the shape’s (or its master’s) quick-style colours', () => {
    const themed = { value: 'Themed', formula: 'THEMEVAL()' };
    const page = read({
      themeColours: { dk1: '000000', lt1: 'FFFFFF', accent1: '5B9BD5', accent2: 'ED7D31', accent3: 'A5A5A5', accent4: 'FFC000', accent5: '4472C4', accent6: '70AD47' },
      masters: { Task: { cells: { FillForegnd: themed, LineColor: themed, QuickStyleFillColor: 2, QuickStyleLineColor: 0 } } },
      shapes: [
        { id: 1, master: 'Task', pinX: 1, pinY: 1, width: 1, height: 1 },
        { id: 2, master: 'Task', pinX: 3, pinY: 1, width: 1, height: 1, cells: { QuickStyleFillColor: 7, QuickStyleLineColor: 1 } },
        { id: 3, pinX: 5, pinY: 1, width: 1, height: 1, cells: { FillForegnd: { value: '#5b9bd5', formula: 'THEMEVAL("FillColor")' }, QuickStyleFillColor: 3 } },
        { id: 4, pinX: 7, pinY: 1, width: 1, height: 1, cells: { FillForegnd: themed, QuickStyleFillColor: 101 } },
        { id: 5, pinX: 9, pinY: 1, width: 1, height: 1, cells: { QuickStyleFillColor: 4, FillForegnd: 5 } },
        { id: 6, pinX: 9, pinY: 3, width: 1, height: 1, cells: { QuickStyleFillColor: 4 } },
      ],
    });
    expect(page.shapes.map((shape) => [shape.fill, shape.line.color])).toEqual([
      ['#5b9bd5', '#000000'],
      ['#70ad47', '#ffffff'],
      // A value Visio already worked out wins over the quick style.
      ['#5b9bd5', null],
      // A variant colour, read as the theme's accent.
      ['#ed7d31', null],
      // A colour index is the colour table's, not the theme's; a colour the shape does not set at all is the theme style's.
      ['#ffff00', null],
      ['#a5a5a5', null],
    ]);
  });

  it('reads no themed colour without a theme part', () => {
    const page = read({ shapes: [{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1, cells: { FillForegnd: { value: 'Themed', formula: 'THEMEVAL()' }, QuickStyleFillColor: 2 } }] });
    expect(page.shapes[0].fill).toBeNull();
  });

  it('falls back to the default (solid) fill pattern for a pattern it does not draw', () => {
    const page = read({ shapes: [{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1, cells: { FillPattern: 7, LinePattern: 9 } }] });
    expect(page.shapes[0]).toMatchObject({ fillPattern: 'solid', line: { pattern: 'solid' } });
  });

  it('reads connectors with the shapes glued to their begin and end, a glued part standing for its shape', () => {
    const page = read({
      shapes: [
        { id: 1, pinX: 1, pinY: 1, width: 1, height: 1, master: 'Task', parts: [{ id: 7 }] },
        { id: 2, pinX: 3, pinY: 1, width: 1, height: 1 },
      ],
      connectors: [
        { id: 3, master: 'Sequence Flow', from: 7, to: 2, text: 'yes', data: { BpmnConditionType: 'Default' } },
        { id: 4, from: 2 },
      ],
    });
    expect(page.shapes.map((shape) => shape.id)).toEqual(['1', '2']);
    expect(page.connectors).toEqual([
      expect.objectContaining({ id: '3', masterName: 'Sequence Flow', text: 'yes', fromId: '1', toId: '2', begin: null, end: null, data: { BpmnConditionType: 'Default' } }),
      expect.objectContaining({ id: '4', masterName: '', text: '', fromId: '2', toId: null, begin: null, end: null, data: {} }),
    ]);
  });

  it('reads a connector’s route from its geometry and the centre of its text, in pixels', () => {
    // Turned a quarter: the local line (0, 0) → (2, 0) runs up from the pin less the local pin, (3, 1) in.
    const cells = { PinX: 3, PinY: 2, Width: 2, Height: 0, LocPinX: 1, LocPinY: 0, Angle: Math.PI / 2, TxtPinX: 1, TxtPinY: 0, TxtWidth: 1, TxtHeight: 0.5, TxtLocPinX: 0, TxtLocPinY: 0.25 };
    const page = read({ shapes: [], connectors: [{ id: 1, text: 'yes', cells, geometry: [[0, 0], [1, 0], [2, 0]] }] });
    const { route, textCentre } = page.connectors[0];
    expect(route).toEqual([
      { x: 288, y: 960 },
      { x: 288, y: 864 },
      { x: 288, y: 768 },
    ]);
    // The text block's centre is half its width past its pin along the (turned) line.
    expect(textCentre).toEqual({ x: 288, y: 816 });
  });

  it('reads relative geometry rows as fractions of the connector’s size', () => {
    const cells = { PinX: 2, PinY: 9, Width: 2, Height: 1, LocPinX: 1, LocPinY: 0.5 };
    const page = read({ shapes: [], connectors: [{ id: 1, cells, relativeGeometry: [[0, 0], [0.5, 0], [0.5, 1], [1, 1]] }] });
    // The connector's box runs from (1, 8.5) to (3, 9.5) in: 1.5 to 2.5 in from the top of the page.
    expect(page.connectors[0].route).toEqual([
      { x: 96, y: 240 },
      { x: 192, y: 240 },
      { x: 192, y: 144 },
      { x: 288, y: 144 },
    ]);
  });

  it('draws a connector without geometry from its begin to its end', () => {
    const page = read({ shapes: [], connectors: [{ id: 1, cells: { BeginX: 1, BeginY: 10, EndX: 2, EndY: 9 } }] });
    expect(page.connectors[0]).toMatchObject({ route: [{ x: 96, y: 96 }, { x: 192, y: 192 }], textCentre: null });
  });

  it('turns Visio’s line and paragraph separators, and CR LF, into new lines', () => {
    const page = read({ shapes: [{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1, text: 'Send\u2028correct\u2029report\r\nnow' }] });
    expect(page.shapes[0].text).toBe('Send\ncorrect\nreport\nnow');
  });

  it('reads the first foreground page, not a background page before it', () => {
    const parts = vsdxParts({ shapes: [{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1, text: 'Foreground' }] });
    parts['visio/pages/pages.xml'] = parts['visio/pages/pages.xml'].replace('<Page ID="0"', '<Page ID="1" Background="1"><Rel r:id="rId2"/></Page><Page ID="0"');
    parts['visio/pages/_rels/pages.xml.rels'] = parts['visio/pages/_rels/pages.xml.rels'].replace('</Relationships>', '<Relationship Id="rId2" Type="page" Target="page2.xml"/></Relationships>');
    parts['visio/pages/page2.xml'] = parts['visio/pages/page1.xml'].replace('Foreground', 'Background');
    expect(readVsdx(zipParts(parts)).pages.map((page) => page.name)).toEqual(['Page-1']);
    expect(readVsdx(zipParts(parts)).pages[0].shapes.map((shape) => shape.text)).toEqual(['Foreground']);
  });

  it('reads every foreground page with its name, in tab order', () => {
    const drawing = readVsdx(
      zipParts(
        vsdxParts({
          shapes: [],
          pages: [
            { name: 'Ordering', shapes: [{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1, text: 'Order' }] },
            { name: 'Shipping', shapes: [{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1, text: 'Ship' }, { id: 2, pinX: 3, pinY: 1, width: 1, height: 1 }] },
          ],
        }),
      ),
    );
    expect(drawing.pages.map((page) => ({ name: page.name, texts: page.shapes.map((shape) => shape.text) }))).toEqual([
      { name: 'Ordering', texts: ['Order'] },
      { name: 'Shipping', texts: ['Ship', ''] },
    ]);
  });

  it('reports its progress through the pages, rising to 1', () => {
    const shapes = Array.from({ length: 1200 }, (_, index) => ({ id: index + 1, pinX: 1, pinY: 1, width: 1, height: 1 }));
    const progress: number[] = [];
    readVsdx(zipParts(vsdxParts({ shapes: [], pages: [{ name: 'Big', shapes }, { name: 'Small', shapes: shapes.slice(0, 1) }] })), (fraction) => progress.push(fraction));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.filter((fraction) => fraction > 0 && fraction < 0.5).length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toBe(1);
  });

  it('reads where a connector begins and ends, in pixels from the top-left', () => {
    const page = read({ pageHeight: 10, shapes: [], connectors: [{ id: 1, begin: [1, 9], end: [2.5, 8] }] });
    expect(page.connectors[0]).toMatchObject({ begin: { x: 96, y: 96 }, end: { x: 240, y: 192 } });
  });

  it('rejects a file that is not a zip', () => {
    expect(() => readVsdx(new TextEncoder().encode('just some text'))).toThrow();
  });

  it('rejects a package without a page', () => {
    const parts = vsdxParts({ shapes: [] });
    delete parts['visio/pages/_rels/pages.xml.rels'];
    expect(() => readVsdx(zipParts(parts))).toThrow('The Visio file has no page.');
  });

  it('rejects a page that is not well-formed XML', () => {
    const parts = { ...vsdxParts({ shapes: [] }), 'visio/pages/page1.xml': '<PageContents><Shapes>' };
    expect(() => readVsdx(zipParts(parts))).toThrow("The Visio file's visio/pages/page1.xml is not valid XML.");
  });
});
