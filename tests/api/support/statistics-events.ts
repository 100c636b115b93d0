/**
 * A small hand-made user event log for the statistics tests, inserted straight into the database with known
 * times (UTC) in March 2025, far from anything the other tests write; the demo seed's events are deleted first.
 *
 *   2025-02-10 09:00 owner   sign_in (his first event, before the range)
 *   2025-03-03 09:15 editor  project_viewed onboarding      2025-03-04 09:00 owner  project_viewed onboarding
 *   2025-03-03 10:00 editor  module_edited onboarding       2025-03-05 08:00 editor sign_in
 *   2025-03-03 23:30 viewer  project_viewed onboarding      2025-03-05 09:00 viewer ai_request gpt-x 100/50
 *     (Tuesday 00:30 in Berlin)                            2025-03-05 10:00 editor ai_request small 1/2
 *   2025-03-05 12:00 globex  project_viewed Globex plan     2025-03-06 09:00 globex ai_request gpt-x 10/5
 *   2025-03-10 09:00 editor  comment_added onboarding
 *
 * and the owner's invitations (invitation_sent): 2025-03-02 10:00 (pending), 03-04 10:00 (Globex, pending),
 * 03-06 10:00 (accepted 03-07 10:00).
 */
import type { Database } from '../../../server/db/client';
import { companies, projects, userEvents, users } from '../../../server/db/schema';
import type { DemoSeed } from '../../../server/db/seed';

export const RANGE = { from: '2025-03-01', to: '2025-03-10' };

export interface StatisticsFixture {
  globexProject: number;
  /** Event ids by name. */
  events: Record<'viewerAi' | 'editorAi' | 'globexAi', number>;
  invitees: { pending: number; accepted: number; globex: number };
}

const at = (iso: string) => new Date(`${iso}Z`);

export async function insertStatisticsEvents(db: Database, seed: DemoSeed): Promise<StatisticsFixture> {
  const { acme, globex } = seed.companies;
  const { editor, viewer, owner, globex: gus } = seed.users;
  const onboarding = seed.project.onboarding;
  // The recent-events calls take no range: the demo seed's events of the last 90 days would come first.
  await db.delete(userEvents);
  const [globexPlan] = await db.insert(projects).values({ company_id: globex, name: 'Globex plan' }).returning({ id: projects.id });
  const rows = await db.insert(userEvents).values([
    { kind: 'sign_in', user_id: owner, company_id: acme, created_at: at('2025-02-10T09:00:00') },
    { kind: 'project_viewed', user_id: editor, company_id: acme, project_id: onboarding, created_at: at('2025-03-03T09:15:00') },
    { kind: 'module_edited', user_id: editor, company_id: acme, project_id: onboarding, created_at: at('2025-03-03T10:00:00') },
    { kind: 'project_viewed', user_id: viewer, company_id: acme, project_id: onboarding, created_at: at('2025-03-03T23:30:00') },
    { kind: 'project_viewed', user_id: owner, company_id: acme, project_id: onboarding, created_at: at('2025-03-04T09:00:00') },
    { kind: 'sign_in', user_id: editor, company_id: acme, created_at: at('2025-03-05T08:00:00') },
    { kind: 'ai_request', user_id: viewer, company_id: acme, details: { model: 'gpt-x', tokens_in: 100, tokens_out: 50 }, created_at: at('2025-03-05T09:00:00') },
    { kind: 'ai_request', user_id: editor, company_id: acme, details: { model: 'small', tokens_in: 1, tokens_out: 2 }, created_at: at('2025-03-05T10:00:00') },
    { kind: 'project_viewed', user_id: gus, company_id: globex, project_id: globexPlan.id, created_at: at('2025-03-05T12:00:00') },
    { kind: 'ai_request', user_id: gus, company_id: globex, details: { model: 'gpt-x', tokens_in: 10, tokens_out: 5 }, created_at: at('2025-03-06T09:00:00') },
    { kind: 'comment_added', user_id: editor, company_id: acme, project_id: onboarding, created_at: at('2025-03-10T09:00:00') },
  ]).returning({ id: userEvents.id, kind: userEvents.kind, user_id: userEvents.user_id });
  const aiOf = (userId: number) => rows.find((row) => row.kind === 'ai_request' && row.user_id === userId)!.id;

  const invitee = async (companyId: number, email: string, status: string, invitedAt: string) => {
    const [row] = await db.insert(users).values({ company_id: companyId, email, name: email.split('@')[0], status }).returning({ id: users.id });
    await db.insert(userEvents).values({
      kind: 'invitation_sent', user_id: owner, company_id: companyId, details: { invitee_user_id: row.id, invitee_email: email }, created_at: at(invitedAt),
    });
    return row.id;
  };
  const pending = await invitee(acme, 'pending.invitee@acme.test', 'invited', '2025-03-02T10:00:00');
  const accepted = await invitee(acme, 'accepted.invitee@acme.test', 'active', '2025-03-06T10:00:00');
  const globexInvitee = await invitee(globex, 'invitee@globex.test', 'invited', '2025-03-04T10:00:00');
  await db.insert(userEvents).values({ kind: 'invitation_accepted', user_id: accepted, company_id: acme, created_at: at('2025-03-07T10:00:00') });

  return {
    globexProject: globexPlan.id,
    events: { viewerAi: aiOf(viewer), editorAi: aiOf(editor), globexAi: aiOf(gus) },
    invitees: { pending, accepted, globex: globexInvitee },
  };
}

/** A company of its own with one person, for the calls that count from today (busiest hours, trials). */
export async function insertQuietCompany(db: Database, name: string, trialEndsAt: Date | null): Promise<{ companyId: number; userId: number }> {
  const [company] = await db.insert(companies).values({ name, trial_ends_at: trialEndsAt, licence_count: 5, licences_used: 2 }).returning({ id: companies.id });
  const [user] = await db.insert(users).values({ company_id: company.id, email: `someone@${name.toLowerCase().replace(/\W/g, '')}.test` }).returning({ id: users.id });
  return { companyId: company.id, userId: user.id };
}
