/**
 * Writes the user event log (data-layer.md §3, Analytics). Always called with the queryable of what it
 * records, so a change that rolls back leaves no event behind.
 */
import { sql } from 'drizzle-orm';
import type { AiRequestDetails, UserEventKind } from '../../../core/domain/statistics-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { userEvents } from '../../db/schema';

/** What each kind carries in details; kinds not named here carry none. */
interface UserEventDetails {
  ai_request: AiRequestDetails;
  invitation_sent: InvitationDetails;
  invitation_accepted: InvitationDetails;
}

/** The invited person. */
export interface InvitationDetails {
  invitee_user_id: number;
  invitee_email: string;
}

type DetailsOf<K extends UserEventKind> = K extends keyof UserEventDetails ? UserEventDetails[K] : Record<string, never>;

export type UserEvent<K extends UserEventKind = UserEventKind> = {
  kind: K;
  /** null: a share-link visitor who is not signed in. */
  user_id: number | null;
  company_id: number;
  project_id?: number | null;
  module_id?: number | null;
} & (K extends keyof UserEventDetails ? { details: DetailsOf<K> } : { details?: DetailsOf<K> });

/** The person behind a request, or null for a share-link visitor without an account. */
export function signedInUserId(auth: AuthContext): number | null {
  return auth.kind === 'user' && auth.user.id > 0 ? auth.user.id : null;
}

export async function recordUserEvent<K extends UserEventKind>(db: Queryable, event: UserEvent<K>): Promise<void> {
  await db.insert(userEvents).values({
    kind: event.kind,
    user_id: event.user_id,
    company_id: event.company_id,
    project_id: event.project_id ?? null,
    module_id: event.module_id ?? null,
    details: event.details ?? {},
  });
}

/** An event of the person alone (signing in or out), in their own company. */
export async function recordAccountEvent(db: Queryable, kind: 'sign_in' | 'sign_out', userId: number): Promise<void> {
  await db.execute(sql`
    insert into user_events (kind, user_id, company_id)
    select ${kind}, id, company_id from users where id = ${userId}`);
}

/** One answered request to the AI assistant, with its model and token counts. */
export function recordAiRequest(
  db: Queryable,
  request: { user_id: number; company_id: number; project_id?: number | null; module_id?: number | null },
  details: AiRequestDetails,
): Promise<void> {
  return recordUserEvent(db, { kind: 'ai_request', ...request, details });
}

/** An invitation made by `auth` to a person just created as invited. */
export function recordInvitationSent(
  db: Queryable,
  auth: AuthContext,
  invitee: { id: number; email: string; company_id: number },
): Promise<void> {
  return recordUserEvent(db, {
    kind: 'invitation_sent',
    user_id: signedInUserId(auth),
    company_id: invitee.company_id,
    details: { invitee_user_id: invitee.id, invitee_email: invitee.email },
  });
}
