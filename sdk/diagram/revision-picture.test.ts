import { describe, expect, it } from 'vitest';
import { revisionPictureSvg } from './revision-picture';

const task = (jsid: string, title: string, x: number, y = 0) => ({ jsid, type: 'bpmn.Activity', title, position: { x, y }, size: { width: 100, height: 40 } });

describe('revisionPictureSvg', () => {
  it('draws each element as a box with its title, and a link between two drawn elements as a line', () => {
    const svg = revisionPictureSvg([task('a', 'Order', 0), task('b', 'Ship', 200), { jsid: 'l', source: { id: 'a' }, target: { id: 'b' } }]);
    expect(svg.match(/<rect /g)).toHaveLength(2);
    expect(svg).toContain('>Order</text>');
    expect(svg).toContain('>Ship</text>');
    expect(svg).toContain('<path d="M 50 20 L 250 20"');
    expect(svg).toContain('viewBox="-10 -10 320 80"');
  });

  it('escapes titles, shortens long ones and leaves out a link whose end is not drawn', () => {
    const svg = revisionPictureSvg([task('a', '<b>&"Risk"</b>', 0), { source: { id: 'a' }, target: { id: 'gone' } }, task('c', 'x'.repeat(40), 0, 100)]);
    expect(svg).toContain('&#60;b&#62;&#38;&#34;Risk&#34;&#60;/b&#62;');
    expect(svg).toContain(`>${'x'.repeat(23)}…</text>`);
    expect(svg).not.toContain('<path');
  });

  it('is an empty frame when nothing is an element, sized by the width asked for', () => {
    const svg = revisionPictureSvg([{ jsid: 'settings' }], { width: 120 });
    expect(svg).not.toContain('<rect');
    expect(svg).toMatch(/^<svg [^>]*width="120" height="80"/);
  });
});
