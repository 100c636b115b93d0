/**
 * A release note's date as weekday, month and day in `locale` (screens-and-editor.md §9), e.g. "Friday, November 27".
 * The stored YYYY-MM-DD is a calendar day, read as such in local time so no time zone moves it.
 */
export function formatReleaseNoteDate(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date).toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric' });
}
