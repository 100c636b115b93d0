/** Lower case without accents, so "Ereignis" finds "ereignís" and "Task" finds "user task". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Whether `text` holds every word of `query` (in any order), ignoring case and accents; a blank query matches. */
export function matchesSearch(text: string, query: string): boolean {
  const folded = foldForSearch(text);
  return foldForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
}
