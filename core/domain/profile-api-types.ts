/** Answers of the profile page's calls under /api/current_user (besides the current user itself). */
import type { ServerFailureCode } from './server-failures';

/** One of the caller's live sign-in sessions (GET /api/current_user/sessions.json). */
export interface AccountSession {
  id: number;
  /** e.g. 'Chrome 120'; null when the browser did not say. */
  browser: string | null;
  /** e.g. 'Windows 10'; null when unknown. */
  os: string | null;
  /** 'desktop' unless the browser names another kind ('mobile', 'tablet', ...). */
  device: string;
  created_at: string;
  last_seen_at: string | null;
  /** The session of the request itself ("this device"). */
  current: boolean;
}

/** The new address waiting for confirmation by mail (GET /api/current_user/email_change.json). */
export interface PendingEmailChange {
  new_email: string | null;
  expires_at: string | null;
}

/** What deleting the caller's account would do (GET /api/current_user/deletion_plan.json), shown before confirming. */
export interface AccountDeletionPlan {
  /** Projects (templates and examples included) the person created. */
  projects_created: number;
  /** The admin of their company their projects pass to; null when there is none. */
  projects_pass_to: { id: number; name: string } | null;
  /** Why the account cannot be deleted now, or null: in English, and as the code the client translates. */
  refusal: string | null;
  refusal_code: ServerFailureCode | null;
}
