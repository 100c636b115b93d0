import type { UserEvent } from '@testing-library/user-event';

/** Focuses a field and pastes the text: typing long addresses key by key is slow in jsdom. */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
