import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-content-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageType', () => {
  it('knows each image type by its first bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(text('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(text('GIF87a....'))).toBe('image/gif');
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes(0, 0, 1, 0, 1, 0))).toBe('image/x-icon');
    expect(sniffImageType(text('<?xml version="1.0"?>\n<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
  });

  it('finds no image in text, a PDF, a RIFF that is no WebP or a cut-off signature, whatever the file is called', () => {
    expect(sniffImageType(text('just some notes, renamed photo.png'))).toBeNull();
    expect(sniffImageType(text('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImageType(text('GIF80a'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
