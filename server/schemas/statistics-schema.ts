/** The statistics calls' queries and answers (core/domain/statistics-types.ts), for validation and the API docs. */
import { Type, type TProperties } from 'typebox';
import { USER_EVENT_KINDS } from '../../core/domain/statistics-types';
import { DEFAULT_PROJECT_LIMIT, MAX_PROJECT_LIMIT } from '../domain/statistics/project-figures';
import { DEFAULT_INVITATION_LIMIT, MAX_INVITATION_LIMIT } from '../domain/statistics/recent-invite-users';
import { DEFAULT_EVENT_LIMIT, MAX_EVENT_LIMIT } from '../domain/statistics/recent-user-events';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from '../domain/statistics/statistics-range';
import { DEFAULT_TRIAL_DAYS } from '../domain/statistics/trials-ending-soon';
import { JsonObjectSchema } from './resource-schema';

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD.' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Instant = Type.String({ format: 'date-time' });
const Count = Type.Integer({ minimum: 0 });
const Tokens = Type.Number({ minimum: 0 });

const timeZone = { tz: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone; default UTC.' })) };
const range = {
  from: Type.Optional(Type.String({ format: 'date', description: `The first day; default ${DEFAULT_RANGE_DAYS - 1} days before "to".` })),
  to: Type.Optional(Type.String({ format: 'date', description: `The last day, included; default today. At most ${MAX_RANGE_DAYS} days.` })),
  ...timeZone,
};
const lastDays = (defaultDays: number) => ({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RANGE_DAYS, description: `Default ${defaultDays}.` })),
});
const limit = (defaultLimit: number, max: number) => ({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: max, description: `Default ${defaultLimit}.` })),
});
const eventPaging = {
  user_id: Type.Optional(Id),
  kind: Type.Optional(Type.Enum([...USER_EVENT_KINDS])),
  ...limit(DEFAULT_EVENT_LIMIT, MAX_EVENT_LIMIT),
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'An event id: the page of older events.' })),
  after: Type.Optional(Type.Integer({ minimum: 1, description: 'An event id: only newer events.' })),
};

/** A company admin's query: always their own company, so a company_id is not part of it (and is dropped). */
const companyQuery = <P extends TProperties>(properties: P) => Type.Object(properties);
/** A system admin's query: every company, or one by company_id. */
const systemQuery = <P extends TProperties>(properties: P) =>
  Type.Object({ ...properties, company_id: Type.Optional(Id) });

export const StatisticsQueries = {
  range: { system: systemQuery(range), company: companyQuery(range) },
  projects: { system: systemQuery({ ...range, ...limit(DEFAULT_PROJECT_LIMIT, MAX_PROJECT_LIMIT) }), company: companyQuery({ ...range, ...limit(DEFAULT_PROJECT_LIMIT, MAX_PROJECT_LIMIT) }) },
  events: { system: systemQuery(eventPaging), company: companyQuery(eventPaging) },
  invitations: systemQuery({ ...range, ...limit(DEFAULT_INVITATION_LIMIT, MAX_INVITATION_LIMIT) }),
  busiestHours: systemQuery({ ...lastDays(DEFAULT_RANGE_DAYS), ...timeZone }),
  trials: systemQuery(lastDays(DEFAULT_TRIAL_DAYS)),
};

const ranged = <P extends TProperties>(properties: P) => Type.Object({ from: Day, to: Day, ...properties });
const DailyCountSchema = Type.Object({ date: Day, users: Count });

export const DailyActiveUsersSchema = ranged({ points: Type.Array(DailyCountSchema) });
export const UserStickinessSchema = ranged({
  points: Type.Array(Type.Object({ date: Day, dau: Count, mau: Count, ratio: Type.Number({ minimum: 0, maximum: 1 }) })),
});
export const UserRetentionSchema = ranged({
  cohorts: Type.Array(Type.Object({ week: Day, users: Count, retained: Type.Array(Count) })),
});
export const BusiestHoursSchema = Type.Object({
  days: Count,
  cells: Type.Array(Type.Object({ weekday: Type.Integer({ minimum: 0, maximum: 6 }), hour: Type.Integer({ minimum: 0, maximum: 23 }), events: Count })),
});
export const ProjectFiguresSchema = ranged({
  projects: Type.Array(Type.Object({
    id: Id, name: Type.String(), company_id: Id, company_name: Type.String(), events: Count, users: Count,
    last_event_at: Type.Union([Instant, Type.Null()]), daily: Type.Array(Count),
  })),
});
const Ref = Type.Object({ id: Id, name: Type.String() });
export const RecentUserEventsSchema = Type.Object({
  events: Type.Array(Type.Object({
    id: Type.Integer(),
    kind: Type.Enum([...USER_EVENT_KINDS]),
    created_at: Instant,
    user: Type.Union([Type.Object({ id: Id, name: Type.String(), email: Type.String() }), Type.Null()]),
    company: Ref,
    project: Type.Union([Ref, Type.Null()]),
    module: Type.Union([Ref, Type.Null()]),
    details: JsonObjectSchema,
  })),
  next_before: Type.Union([Type.Integer(), Type.Null()]),
});
export const RecentInviteUsersSchema = ranged({
  counts: Type.Object({ invited: Count, accepted: Count, pending: Count }),
  invitations: Type.Array(Type.Object({
    user_id: Id, email: Type.String(), name: Type.String(), company_id: Id, company_name: Type.String(),
    invited_at: Instant, accepted_at: Type.Union([Instant, Type.Null()]), status: Type.Enum(['accepted', 'pending']),
  })),
});
export const TrialsEndingSoonSchema = Type.Object({
  days: Count,
  companies: Type.Array(Type.Object({
    id: Id, name: Type.String(), trial_ends_at: Instant, days_left: Count, licences_used: Count, licence_count: Count,
  })),
});
const aiFigures = { model: Type.String(), requests: Count, tokens_in: Tokens, tokens_out: Tokens };
export const AiUsageSchema = ranged({
  totals: Type.Array(Type.Object({ company_id: Id, company_name: Type.String(), ...aiFigures })),
  points: Type.Array(Type.Object({ date: Day, ...aiFigures })),
});
