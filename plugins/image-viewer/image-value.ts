/** One ImageViewerImage value (manifest.ts has its JSON Schema). */
export interface ImageValue {
  image: { url: string } | null;
  caption: string;
  name?: string;
}

/** What the image is called for screen readers and in messages: its caption, else its file name. */
export const imageLabel = (value: ImageValue, fallback: string) => value.caption.trim() || value.name?.trim() || fallback;
