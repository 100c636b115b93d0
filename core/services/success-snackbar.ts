import type { Observable } from 'rxjs';

/** The success snackbar; the shell hides it after SUCCESS_SNACKBAR_MS. */
export const SuccessSnackbar = Symbol.for('SuccessSnackbar');
export interface SuccessSnackbar {
  readonly message$: Observable<string | null>;
  show(message: string): void;
  hide(): void;
}
