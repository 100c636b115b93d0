/** Words of the project history summaries (English, like every stored summary). */

/** Joins words as a sentence does: 'name', 'name and status', 'name, description and status'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** How people name the fields of a project or module update. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  name: 'name',
  description: 'description',
  status_id: 'status',
  label_ids: 'labels',
  section_id: 'section',
  locked: 'lock',
};

/** 'the name and labels' for the fields an update carried (unknown fields by their own name, underscores as spaces). */
export function changedFieldWords(fields: readonly string[]): string {
  return `the ${joinWords(fields.map((field) => FIELD_WORDS[field] ?? field.replace(/_ids?$/, '').replace(/_/g, ' ')))}`;
}
