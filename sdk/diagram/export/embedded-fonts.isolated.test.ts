import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedLabelFonts, faceCovers, facesFor, withStyle } from './embedded-fonts';
import { LABEL_FONT_FACES } from './label-font-faces';

// The font files themselves are the build's (Vite `?url`); here each face names a stand-in URL.
vi.mock('./label-font-faces', async (importOriginal) => {
  const { LABEL_FONT_FACES: faces } = await importOriginal<typeof import('./label-font-faces')>();
  return { LABEL_FONT_FACES: faces.map((face, index) => ({ ...face, url: async () => ({ default: `/assets/face-${index}.woff2` }) })) };
});

const svgWith = (text: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><g><text font-family="Roboto, Helvetica, Arial, sans-serif"${attributes}><tspan>${text}</tspan></text></g></svg>`;

describe('faceCovers', () => {
  it('reads single code points and ranges of a unicode-range', () => {
    expect(faceCovers({ unicodeRange: 'U+0400-045F,U+2116' }, 'Заказ')).toBe(true);
    expect(faceCovers({ unicodeRange: 'U+0400-045F,U+2116' }, '№')).toBe(true);
    expect(faceCovers({ unicodeRange: 'U+0400-045F,U+2116' }, 'Order')).toBe(false);
  });
});

describe('facesFor', () => {
  it('takes the regular Latin face for Latin labels only', () => {
    expect(facesFor(svgWith('Order received'))).toEqual([LABEL_FONT_FACES[0]]);
  });

  it('adds the subsets of other scripts and the bold faces when a label is bold', () => {
    const faces = facesFor(svgWith('Заказ Ωmega', ' font-weight="bold"'));
    expect(faces.map((face) => `${face.weight} ${face.unicodeRange.slice(0, 11)}`)).toEqual([
      '400 U+0000-00FF',
      '400 U+0301,U+04',
      '400 U+0370-0377',
      '700 U+0000-00FF',
      '700 U+0301,U+04',
      '700 U+0370-0377',
    ]);
  });
});

describe('withStyle', () => {
  it('puts the rules in a <style> first in the SVG and keeps the drawing', () => {
    const markup = withStyle(svgWith('Order'), '@font-face { font-family: \'Roboto\'; }');
    expect(markup).toMatch(/^<svg[^>]*><style>@font-face \{ font-family: 'Roboto'; \}<\/style><g>/);
    expect(markup).toContain('<tspan>Order</tspan>');
  });
});

describe('embedLabelFonts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('embeds each face the labels need as a woff2 data: URL in an @font-face rule', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(new Uint8Array([119, 79, 70, 50]));
    });
    const markup = await embedLabelFonts(svgWith('Order received'));
    expect(fetched).toEqual(['/assets/face-0.woff2']);
    expect(markup).toContain("@font-face { font-family: 'Roboto'; font-style: normal; font-weight: 400; src: url(data:font/woff2;base64,d09GMg==) format('woff2');");
    expect(markup).toContain('<tspan>Order received</tspan>');
  });

  it('says so when the font cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    await expect(embedLabelFonts(svgWith('Order'))).rejects.toThrow('The label font could not be loaded (404).');
  });
});
