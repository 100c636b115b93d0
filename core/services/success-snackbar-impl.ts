import { injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import type { SuccessSnackbar } from './success-snackbar';

@injectable()
export class SuccessSnackbarImpl implements SuccessSnackbar {
  private readonly messageSubject = new BehaviorSubject<string | null>(null);

  readonly message$ = this.messageSubject.asObservable();

  show(message: string): void {
    this.messageSubject.next(message);
  }

  hide(): void {
    this.messageSubject.next(null);
  }
}
