/**
 * The demo's user event log: 90 days up to now, so the statistics pages open on figures. People work on
 * weekdays in working hours (UTC), some far more than others; they sign in, open the projects and
 * modules the seed made, edit them, comment, ask the AI; the owner invited the Acme members at the start.
 * A seeded random makes it the same every time, and a few multi-row inserts keep the seed fast.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AiRequestDetails, UserEventKind } from '../../core/domain/statistics-types';
import type { Queryable } from './client';
import { projectModules, projects, userEvents, users } from './schema';
import type { DemoUserName } from './demo-users';

const DEMO_EVENT_DAYS = 90;
const INSERT_BATCH = 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const AI_MODELS = ['gpt-4o-mini', 'claude-sonnet-4'] as const;

interface DemoHabit {
  /** Chance of working on a given weekday; a weekend day is a tenth of it. */
  presence: number;
  /** Things done on a working day, at most. */
  actions: number;
  /** Edits, comments and AI requests (people with write access). */
  writes: boolean;
  /** Only the company's first project (the one the member was given). */
  firstProjectOnly: boolean;
}

const HABITS: Record<DemoUserName, DemoHabit> = {
  owner: { presence: 0.9, actions: 24, writes: true, firstProjectOnly: false },
  editor: { presence: 0.8, actions: 18, writes: true, firstProjectOnly: true },
  admin: { presence: 0.45, actions: 8, writes: true, firstProjectOnly: false },
  viewer: { presence: 0.35, actions: 6, writes: false, firstProjectOnly: true },
  globex: { presence: 0.25, actions: 0, writes: false, firstProjectOnly: true },
  restricted: { presence: 0.1, actions: 0, writes: false, firstProjectOnly: true },
};

type EventRow = typeof userEvents.$inferInsert;

/** mulberry32: a small seeded generator, so the demo's figures are the same on every seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface DemoProject {
  id: number;
  company_id: number;
  moduleIds: number[];
}

async function demoProjects(db: Queryable, companyId: number): Promise<DemoProject[]> {
  const rows = await db
    .select({ id: projects.id, company_id: projects.company_id })
    .from(projects)
    .where(and(eq(projects.company_id, companyId), eq(projects.entity_type, 'project')))
    .orderBy(projects.id);
  if (rows.length === 0) return [];
  const modules = await db
    .select({ id: projectModules.id, project_id: projectModules.project_id })
    .from(projectModules)
    .where(inArray(projectModules.project_id, rows.map((row) => row.id)));
  return rows.map((row) => ({ ...row, moduleIds: modules.filter((m) => m.project_id === row.id).map((m) => m.id) }));
}

function workingDayEvents(
  random: () => number,
  person: { id: number; company_id: number; habit: DemoHabit },
  workspace: DemoProject[],
  dayStart: number,
  now: number,
): EventRow[] {
  const rows: EventRow[] = [];
  let at = dayStart + (7 + random() * 3) * HOUR_MS;
  const add = (kind: UserEventKind, extra: Partial<EventRow> = {}) => {
    if (at < now) rows.push({ kind, user_id: person.id, company_id: person.company_id, created_at: new Date(at), ...extra });
    at += (2 + random() * 40) * 60 * 1000;
  };
  add('sign_in');
  const actions = Math.round(person.habit.actions * (0.3 + random() * 0.7));
  for (let i = 0; i < actions && workspace.length > 0; i++) {
    const project = workspace[Math.floor(random() * workspace.length)];
    const moduleId = project.moduleIds[Math.floor(random() * project.moduleIds.length)] ?? null;
    const where = { project_id: project.id, module_id: moduleId };
    const roll = random();
    if (roll < 0.25) add('project_viewed', { project_id: project.id });
    else if (roll < 0.55 || !person.habit.writes || moduleId === null) add('module_viewed', where);
    else if (roll < 0.85) add('module_edited', where);
    else if (roll < 0.93) add('comment_added', where);
    else {
      const model = AI_MODELS[random() < 0.65 ? 0 : 1];
      const details: AiRequestDetails = { model, tokens_in: 200 + Math.floor(random() * 3800), tokens_out: 50 + Math.floor(random() * 1200) };
      add('ai_request', { ...where, details });
    }
  }
  if (random() < 0.6) add('sign_out');
  return rows;
}

/** When the owner invited each Acme member, in days after the first day; the restricted member came later. */
const INVITED_ON_DAY: Partial<Record<DemoUserName, number>> = { editor: 0.4, viewer: 1.1, restricted: 68.5 };

/** Each invitation sent by the owner and accepted within a day or so; answers the events and when each accepted. */
function invitationEvents(
  random: () => number,
  inviter: { id: number; company_id: number },
  invitees: Array<{ id: number; email: string; day: number }>,
  start: number,
): { rows: EventRow[]; acceptedAt: Map<number, number> } {
  const acceptedAt = new Map<number, number>();
  const rows = invitees.flatMap((invitee): EventRow[] => {
    const sent = start + invitee.day * DAY_MS;
    const accepted = sent + (2 + random() * 30) * HOUR_MS;
    acceptedAt.set(invitee.id, accepted);
    const details = { invitee_user_id: invitee.id, invitee_email: invitee.email };
    return [
      { kind: 'invitation_sent', user_id: inviter.id, company_id: inviter.company_id, details, created_at: new Date(sent) },
      { kind: 'invitation_accepted', user_id: invitee.id, company_id: inviter.company_id, details, created_at: new Date(accepted) },
    ];
  });
  return { rows, acceptedAt };
}

/** Visitors without an account opening the example project's share link, now and then. */
function shareLinkEvents(random: () => number, project: DemoProject, start: number, now: number): EventRow[] {
  const rows: EventRow[] = [];
  for (let at = start + random() * 3 * DAY_MS; at < now; at += (1 + random() * 5) * DAY_MS) {
    rows.push({ kind: 'share_link_opened', user_id: null, company_id: project.company_id, project_id: project.id, created_at: new Date(at) });
  }
  return rows;
}

export async function seedDemoUserEvents(db: Queryable, userIds: Record<DemoUserName, number>, now = new Date()): Promise<void> {
  const random = seededRandom(20261127);
  const people = await db
    .select({ id: users.id, email: users.email, company_id: users.company_id })
    .from(users)
    .where(inArray(users.id, Object.values(userIds)));
  const personOf = (name: DemoUserName) => people.find((person) => person.id === userIds[name])!;
  const workspaces = new Map<number, DemoProject[]>();
  for (const companyId of new Set(people.map((person) => person.company_id))) workspaces.set(companyId, await demoProjects(db, companyId));

  const todayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const start = todayStart - (DEMO_EVENT_DAYS - 1) * DAY_MS;
  const invitees = (Object.entries(INVITED_ON_DAY) as Array<[DemoUserName, number]>).map(([name, day]) => ({ ...personOf(name), day }));
  const invitations = invitationEvents(random, personOf('owner'), invitees, start);
  const rows = [...invitations.rows];
  const [example] = workspaces.get(personOf('owner').company_id) ?? [];
  if (example) rows.push(...shareLinkEvents(random, example, start, now.getTime()));
  for (let dayStart = start; dayStart <= todayStart; dayStart += DAY_MS) {
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    for (const [name, habit] of Object.entries(HABITS) as Array<[DemoUserName, DemoHabit]>) {
      if (random() >= habit.presence * (weekend ? 0.1 : 1)) continue;
      const person = personOf(name);
      if ((invitations.acceptedAt.get(person.id) ?? 0) > dayStart) continue;
      const workspace = workspaces.get(person.company_id) ?? [];
      rows.push(...workingDayEvents(random, { ...person, habit }, habit.firstProjectOnly ? workspace.slice(0, 1) : workspace, dayStart, now.getTime()));
    }
  }
  rows.sort((a, b) => a.created_at!.getTime() - b.created_at!.getTime());
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await db.insert(userEvents).values(rows.slice(i, i + INSERT_BATCH));
}
