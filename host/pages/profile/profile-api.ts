/** The profile page's calls besides the current user's store (server/routes/current-user-*.ts). */
import type { NotificationSettings } from '../../../core/domain/notification-types';
import type { AccountDeletionPlan, AccountSession, PendingEmailChange } from '../../../core/domain/profile-api-types';
import { HttpError, type HttpClient } from '../../../core/services/http-client';

const BASE = '/api/current_user';

export const profileApi = {
  sessions: (http: HttpClient, signal?: AbortSignal) => http.get<AccountSession[]>(`${BASE}/sessions.json`, { signal }),
  endSession: (http: HttpClient, id: number) => http.delete<unknown>(`${BASE}/sessions/${id}.json`),
  endOtherSessions: (http: HttpClient) => http.delete<unknown>(`${BASE}/sessions.json`),
  changePassword: (http: HttpClient, current_password: string, password: string) =>
    http.post<unknown>(`${BASE}/change_password.json`, { current_password, password }),
  pendingEmailChange: (http: HttpClient, signal?: AbortSignal) => http.get<PendingEmailChange>(`${BASE}/email_change.json`, { signal }),
  changeEmail: (http: HttpClient, email: string, current_password: string) =>
    http.post<PendingEmailChange>(`${BASE}/change_email.json`, { email, current_password }),
  confirmEmail: (http: HttpClient, token: string) =>
    http.post<{ email: string }>(`${BASE}/confirm_email.json`, { token }, { skipStatusHandling: true }),
  notificationSettings: (http: HttpClient, signal?: AbortSignal) => http.get<NotificationSettings>(`${BASE}/notification_settings.json`, { signal }),
  saveNotificationSettings: (http: HttpClient, settings: NotificationSettings) =>
    http.put<NotificationSettings>(`${BASE}/notification_settings.json`, settings),
  deletionPlan: (http: HttpClient, signal?: AbortSignal) => http.get<AccountDeletionPlan>(`${BASE}/deletion_plan.json`, { signal }),
  deleteAccount: (http: HttpClient, email: string, current_password: string) =>
    http.delete<unknown>(`${BASE}.json`, { body: { email, current_password } }),
};

/**
 * The server's own words where they say more than a general message can: a refusal with its reason (409),
 * too many wrong passwords (429), a mailed link that does not work.
 */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as { error?: string; message?: string } | null;
  const explains = error.status === 409 || error.status === 429 || body?.error?.startsWith('link_');
  return explains && body?.message ? body.message : null;
}
