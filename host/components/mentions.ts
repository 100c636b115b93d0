/**
 * Mentions in a comment's plain text: `@` followed by a project member's name. The picker offers members
 * while an `@word` is being typed at the caret; on sending, the members whose `@Name` is still in the text
 * are the ones mentioned (and notified).
 */
import type { ProjectMember } from '../../sdk/members/project-members';

export const MENTION_CHOICES = 6;

/** The `@word` being typed right before the caret, or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
}

export function mentionChoices(members: readonly ProjectMember[], query: string): ProjectMember[] {
  const wanted = query.toLocaleLowerCase();
  return members.filter((member) => member.name.toLocaleLowerCase().includes(wanted)).slice(0, MENTION_CHOICES);
}

/** The text with the `@word` from `start` to the caret replaced by `@Name `, and the caret after it. */
export function insertMention(text: string, start: number, caret: number, member: ProjectMember): { text: string; caret: number } {
  const inserted = `@${member.name} `;
  return { text: `${text.slice(0, start)}${inserted}${text.slice(caret)}`, caret: start + inserted.length };
}

/** The ids of the chosen members whose `@Name` the text still holds. */
export function mentionedIds(text: string, chosen: readonly ProjectMember[]): number[] {
  return [...new Set(chosen.filter((member) => text.includes(`@${member.name}`)).map((member) => member.id))];
}
