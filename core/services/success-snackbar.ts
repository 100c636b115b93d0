import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';

/** The success snackbar; the shell hides it after SUCCESS_SNACKBAR_MS. */
export const SuccessSnackbar: ServiceToken<SuccessSnackbar> = serviceToken<SuccessSnackbar>('SuccessSnackbar');
export interface SuccessSnackbar {
  readonly message$: Observable<string | null>;
  show(message: string): void;
  hide(): void;
}
