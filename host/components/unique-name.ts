/**
 * `base`, or `base 2`, `base 3`… the first that none of `taken` already is (case and surrounding spaces
 * aside), so a new thing's suggested name does not repeat an existing one.
 */
export function uniqueName(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((name) => name.trim().toLowerCase()));
  if (!used.has(base.trim().toLowerCase())) return base;
  let number = 2;
  while (used.has(`${base} ${number}`.toLowerCase())) number++;
  return `${base} ${number}`;
}
