/** One titled area of a canvas; `title` and `hint` are already translated. */
export interface CanvasArea {
  /** Stored in each note's area field, e.g. 'strengths'. */
  id: string;
  title: string;
  /** Shown while the area is empty: what belongs here. */
  hint: string;
}

/** A note's value: the area and text fields by name (names set by the plugin). */
export type CanvasNoteValue = { [field: string]: string | undefined };

const NAME_LENGTH = 40;

/** A note's text shortened to name it in buttons and announcements; empty when the note is. */
export function noteExcerpt(text: string | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > NAME_LENGTH ? `${flat.slice(0, NAME_LENGTH - 1)}…` : flat;
}
