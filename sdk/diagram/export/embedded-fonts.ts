import { LABEL_FONT_FACES, type LabelFontFace } from './label-font-faces';

const SVG_NS = 'http://www.w3.org/2000/svg';
const BOLD = /font-weight(?:="|:\s*)(?:bold|[6-9]00)/;

/** Whether a face draws any of these characters (its unicode-range: `U+0400-045F,U+2116`). */
export function faceCovers(face: Pick<LabelFontFace, 'unicodeRange'>, text: string): boolean {
  const ranges = face.unicodeRange.split(',').map((range) => {
    const [low, high = low] = range.replace(/U\+/g, '').split('-');
    return [parseInt(low, 16), parseInt(high, 16)] as const;
  });
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (ranges.some(([low, high]) => code >= low && code <= high)) return true;
  }
  return false;
}

/** The label font's faces an SVG needs: the subsets of the characters of its text, bold only when bold is used. */
export function facesFor(markup: string, faces: readonly LabelFontFace[] = LABEL_FONT_FACES): LabelFontFace[] {
  const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const text = document.documentElement.textContent ?? '';
  const bold = BOLD.test(markup);
  return faces.filter((face) => (face.weight === 400 || bold) && faceCovers(face, text));
}

/** The @font-face rules for the faces, each file given as a data: URL so the SVG draws the same anywhere. */
export function fontFaceCss(faces: ReadonlyArray<{ face: LabelFontFace; dataUrl: string }>): string {
  return faces
    .map(({ face, dataUrl }) =>
      `@font-face { font-family: 'Roboto'; font-style: normal; font-weight: ${face.weight}; src: url(${dataUrl}) format('woff2'); unicode-range: ${face.unicodeRange}; }`,
    )
    .join('\n');
}

/** The SVG with a <style> of these rules as its first child. */
export function withStyle(markup: string, css: string): string {
  if (!css) return markup;
  const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const style = document.createElementNS(SVG_NS, 'style');
  style.textContent = css;
  document.documentElement.insertBefore(style, document.documentElement.firstChild);
  return new XMLSerializer().serializeToString(document);
}

/** Reads a face's font file into a data: URL. */
async function dataUrlOf(face: LabelFontFace): Promise<string> {
  const response = await fetch((await face.url()).default);
  if (!response.ok) throw new Error(`The label font could not be loaded (${response.status}).`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:font/woff2;base64,${btoa(binary)}`;
}

/** The SVG with the label font's faces it uses embedded, so a file opened elsewhere shows the labels as on screen. */
export async function embedLabelFonts(markup: string): Promise<string> {
  const faces = await Promise.all(facesFor(markup).map(async (face) => ({ face, dataUrl: await dataUrlOf(face) })));
  return withStyle(markup, fontFaceCss(faces));
}
