import type { SearchTextPart } from '../../../core/domain/search-types';

/** ts_headline's marks: control characters that plain text stored for search never holds as words. */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';

const MARKS = new RegExp(`([${MATCH_START}${MATCH_END}])`);

/** ts_headline's output as parts: runs between MATCH_START and MATCH_END are matches. */
export function highlightParts(marked: string): SearchTextPart[] {
  const parts: SearchTextPart[] = [];
  let match = false;
  for (const piece of marked.split(MARKS)) {
    if (piece === MATCH_START) match = true;
    else if (piece === MATCH_END) match = false;
    else if (piece !== '') {
      const last = parts.at(-1);
      if (last && last.match === match) last.text += piece;
      else parts.push({ text: piece, match });
    }
  }
  return parts;
}
