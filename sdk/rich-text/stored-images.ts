import type { HttpClient } from '../../core/services/http-client';
import { isPrivateFile } from '../ui/use-file-url';

const HELD_SRC = 'data-stored-src';

/**
 * Rich text for reading, with its stored images held back: an <img> cannot send the bearer token that
 * /api/files/... needs, so their src moves to data-stored-src until showStoredImages fetches them.
 */
export function holdStoredImages(html: string): string {
  if (!html.includes('<img')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const image of template.content.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? '';
    if (!isPrivateFile(src)) continue;
    image.setAttribute(HELD_SRC, src);
    image.removeAttribute('src');
  }
  return template.innerHTML;
}

/** Fetches the held images in `container` and shows them from object URLs; the returned function releases them. */
export function showStoredImages(container: HTMLElement, http: HttpClient): () => void {
  const controller = new AbortController();
  const created: string[] = [];
  for (const image of container.querySelectorAll<HTMLImageElement>(`img[${HELD_SRC}]`)) {
    http
      .getBlob(image.getAttribute(HELD_SRC)!, { signal: controller.signal, skipStatusHandling: true })
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        created.push(url);
        image.src = url;
      })
      // An image that cannot be fetched (removed, no longer readable) stays empty, showing its alt text.
      .catch(() => undefined);
  }
  return () => {
    controller.abort();
    for (const url of created) URL.revokeObjectURL(url);
  };
}
