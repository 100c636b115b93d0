/**
 * The signed-in person's own live sessions, for the profile page: where each was started (browser and
 * system read from the User-Agent recorded at sign-in), when, when it was last seen, and which is the
 * caller's. Ending one is only ever done on one's own sessions.
 */
import { and, desc, eq } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { AccountSession } from '../../../core/domain/profile-api-types';
import type { Queryable } from '../../db/client';
import { sessions } from '../../db/schema';
import { endSession, sessionIsAlive } from '../../auth/session-store';
import { notFound } from '../../errors';

const SESSION = 'This session';

function nameAndVersion(part: { name?: string; version?: string; major?: string }, version: 'major' | 'version'): string | null {
  if (!part.name) return null;
  const number = part[version];
  return number ? `${part.name} ${number}` : part.name;
}

export function describeUserAgent(userAgent: string | null): Pick<AccountSession, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: 'desktop' };
  const parsed = UAParser(userAgent);
  return { browser: nameAndVersion(parsed.browser, 'major'), os: nameAndVersion(parsed.os, 'version'), device: parsed.device.type ?? 'desktop' };
}

export async function listAccountSessions(db: Queryable, userId: number, currentSessionId: number): Promise<AccountSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), sessionIsAlive()))
    .orderBy(desc(sessions.last_seen_at), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at?.toISOString() ?? null,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's own live sessions; someone else's, or an ended one, is not found. */
export async function endAccountSession(db: Queryable, userId: number, sessionId: number): Promise<void> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), sessionIsAlive()));
  if (!row) throw notFound(SESSION);
  await endSession(db, row.id);
}
