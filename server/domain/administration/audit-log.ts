/**
 * The administration's audit log: every change an admin (or an API key) makes is written here in the same
 * transaction as the change, so the log never claims what did not happen. Read on the company and user pages.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { auditEvents, users } from '../../db/schema';

export interface AuditEntry {
  /** The company the change concerns; null for system-wide changes. */
  company_id: number | null;
  /** A dotted verb, e.g. 'user.invited', 'licence.added', 'team.renamed'. */
  action: string;
  target_type: string;
  target_id?: number | null;
  /** One readable line, e.g. 'Invited Ada Lovelace (ada@acme.test) as member'. */
  summary: string;
  details?: Record<string, unknown>;
}

export interface AuditEvent {
  id: number;
  action: string;
  target_type: string;
  target_id: number | null;
  summary: string;
  actor: { id: number; name: string } | null;
  created_at: string;
}

export interface AuditFilter {
  company_id?: number;
  target_type?: string;
  target_id?: number;
}

/** Writes one entry as the caller (null: the system itself). Call it inside the change's transaction. */
export async function recordAudit(db: Queryable, actor: AuthContext | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    company_id: entry.company_id,
    actor_user_id: actor && actor.kind === 'user' && actor.user.id > 0 ? actor.user.id : null,
    action: entry.action,
    target_type: entry.target_type,
    target_id: entry.target_id ?? null,
    summary: entry.summary,
    details: entry.details ?? {},
  });
}

/** The newest entries first, a page at a time. */
export async function listAuditEvents(
  db: Queryable,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEvent[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.company_id !== undefined) conditions.push(eq(auditEvents.company_id, filter.company_id));
  if (filter.target_type !== undefined) conditions.push(eq(auditEvents.target_type, filter.target_type));
  if (filter.target_id !== undefined) conditions.push(eq(auditEvents.target_id, filter.target_id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ event: auditEvents, actor_name: users.name })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actor_user_id))
      .where(where)
      .orderBy(desc(auditEvents.created_at), desc(auditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    total,
    items: rows.map(({ event, actor_name }) => ({
      id: event.id,
      action: event.action,
      target_type: event.target_type,
      target_id: event.target_id,
      summary: event.summary,
      actor: event.actor_user_id !== null ? { id: event.actor_user_id, name: actor_name ?? '' } : null,
      created_at: event.created_at.toISOString(),
    })),
  };
}
