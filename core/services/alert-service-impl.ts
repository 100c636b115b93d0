import { injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import type { Alert, AlertService } from './alert-service';

@injectable()
export class AlertServiceImpl implements AlertService {
  private readonly alertSubject = new BehaviorSubject<Alert | null>(null);
  private readonly closedIds = new Set<string>();

  readonly alert$ = this.alertSubject.asObservable();

  set(alert: Alert): void {
    if (this.closedIds.has(alert.id)) return;
    this.alertSubject.next(alert);
  }

  /** Without an id clears whatever is shown; with one, only that alert (so a stale clear cannot hide a newer alert). */
  clear(id?: string): void {
    const current = this.alertSubject.value;
    if (current && (id === undefined || current.id === id)) this.alertSubject.next(null);
  }

  close(id: string): void {
    this.closedIds.add(id);
    this.clear(id);
  }
}
