/**
 * The public identity calls of the accept-invitation and set-new-password pages (accepting itself signs
 * in, so it is AuthService.acceptInvitation). Every call opts out of the shell's status handling: a 404 or
 * 410 here is a link that does not work, which the page explains.
 */
import type { HttpClient } from '../../../core/services/http-client';

export interface Invitation {
  email: string;
  name: string;
  company_name: string;
}

export interface MailRequestAnswer {
  message: string;
}

const quiet = { skipStatusHandling: true } as const;
const tokenPath = (base: string, token: string) => `${base}/${encodeURIComponent(token)}.json`;

export const loadInvitation = (http: HttpClient, token: string) => http.get<Invitation>(tokenPath('/api/invitations', token), quiet);

/** Asks for a new invitation mail, by the old link or by the invited address. */
export const requestNewInvitation = (http: HttpClient, by: { token: string } | { email: string }) =>
  http.post<MailRequestAnswer>('/api/invitations/renewals.json', by, quiet);

export const requestPasswordReset = (http: HttpClient, email: string) =>
  http.post<MailRequestAnswer>('/api/password_resets.json', { email }, quiet);

export const loadPasswordReset = (http: HttpClient, token: string) =>
  http.get<{ email: string }>(tokenPath('/api/password_resets', token), quiet);

export const completePasswordReset = (http: HttpClient, token: string, password: string) =>
  http.post<{ password_changed: boolean }>('/api/password_resets/complete.json', { token, password }, quiet);
