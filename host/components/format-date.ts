const pad = (n: number) => String(n).padStart(2, '0');

/** DATE_FORMAT of the spec (YYYY-MM-DD HH:mm) in local time; null when the value is not a date. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
