import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

export interface Alert {
  id: string;
  text: string;
  severity: AlertSeverity;
  /** An optional action button, e.g. Retry. */
  action?: { label: string; run: () => void };
}

/** The alert bar: set, clear, or close (closing remembers the id so it is not shown again). */
export const AlertService: ServiceToken<AlertService> = serviceToken<AlertService>('AlertService');
export interface AlertService {
  readonly alert$: Observable<Alert | null>;
  set(alert: Alert): void;
  clear(id?: string): void;
  close(id: string): void;
}
