/**
 * Values that exist only while they say something (screens-and-editor.md §4, the data interface entity value):
 * a value whose listed fields are all at their empty default (blank text, empty list, zero, absent) and that has
 * no comments says nothing, so a write that would leave it so deletes it, and none is created.
 */

function isEmptyDefault(field: unknown): boolean {
  if (field === undefined || field === null || field === 0 || field === false) return true;
  if (typeof field === 'string') return field.trim() === '';
  if (Array.isArray(field)) return field.length === 0;
  return false;
}

/** True when `document` has nothing in any of `fields` and no comments. */
export function saysNothing(document: object, fields: readonly string[], commentCount = 0): boolean {
  const entries = document as Readonly<Record<string, unknown>>;
  return commentCount === 0 && fields.every((field) => isEmptyDefault(entries[field]));
}
