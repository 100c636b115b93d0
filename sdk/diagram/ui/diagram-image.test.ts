import { describe, expect, it } from 'vitest';
import { printDocument } from './diagram-image';

const svg = {
  markup: '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="10" height="10"/></svg>',
  area: { x: 0, y: 0, width: 400, height: 200 },
};

describe('printDocument', () => {
  it('lays the diagram out on an A4 landscape sheet, fitted and centred within the margin', () => {
    const html = printDocument(svg, 'Order <process>');
    expect(html).toContain('@page { size: 297mm 210mm; margin: 0; }');
    expect(html).toContain('<title>Order &lt;process&gt;</title>');
    // 2.54 mm margins: the 400 x 200 diagram is as wide as the printable width, 291.92 mm.
    expect(html).toContain('width="291.92mm"');
    expect(html).toContain('height="145.96mm"');
    expect(html).toMatch(/left: 2\.54mm; top: 32\.02mm;/);
  });
});
