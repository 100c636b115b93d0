/**
 * The diagram clipboard, one for the whole app: what was copied in one diagram module can be pasted in
 * another. It remembers where the copy came from, so a paste into a module of the same kind is made on the
 * server (keeping the copies' assignments); otherwise the cells are copied in the browser.
 */
import type { ClipboardContent } from './clipboard';

export interface ClipboardSource {
  moduleId: number;
  /** The saved values' ids of the copied cells; null when some were not saved yet. */
  valueIds: number[] | null;
}

export interface SharedClipboard {
  content: ClipboardContent;
  source: ClipboardSource | null;
  /** How many times it was pasted: each paste lands further down and right. */
  pasted: number;
}

let current: SharedClipboard | null = null;

export function readClipboard(): SharedClipboard | null {
  return current;
}

export function writeClipboard(content: ClipboardContent, source: ClipboardSource | null): void {
  current = { content, source, pasted: 0 };
}

/** Forgets the copy (tests start from an empty clipboard). */
export function clearClipboard(): void {
  current = null;
}
