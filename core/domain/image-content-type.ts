/**
 * What kind of image a file is, read from its first bytes, never from its name or the type a client claims:
 * a text file renamed photo.png is no PNG. The server stores and serves an upload under the type found here,
 * and the browser runs the same check before uploading, so a wrong file is refused at once with the same words.
 */

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/x-icon' | 'image/svg+xml';

/** How many bytes sniffImageType needs at most. */
export const IMAGE_SNIFF_BYTES = 4096;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** Text: an optional byte order mark, XML declaration, comments or doctype, then the svg element. */
const SVG_START = /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/** The image type the bytes are, or null when they are none of the types we take. */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  if (SVG_START.test(new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, IMAGE_SNIFF_BYTES)))) return 'image/svg+xml';
  return null;
}

/** The names people know the types by, for messages: "PNG, JPEG, GIF or WebP". */
export const IMAGE_TYPE_NAMES: Record<ImageContentType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/x-icon': 'ICO',
  'image/svg+xml': 'SVG',
};

/** The images a module holds (rich text images, an image viewer's images): the types browsers show everywhere. */
export const MODULE_IMAGE_TYPES: readonly ImageContentType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** A photo from a phone fits; a module's images are served one by one, so this bounds a single request. */
export const MODULE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
