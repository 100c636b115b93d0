import { questionElementId } from './question-input';

/** Moves the keyboard to a question's first control (and scrolls it into view); false while it is not on the page. */
export function focusQuestion(questionId: number): boolean {
  const element = document.getElementById(questionElementId(questionId));
  if (!element) return false;
  const control = element.matches('input, textarea') ? element : element.querySelector<HTMLElement>('input, textarea');
  (control ?? element).focus();
  element.scrollIntoView?.({ block: 'center' });
  return true;
}
