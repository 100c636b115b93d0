/**
 * The statistics pages' calls and answers (data-layer.md §3 Analytics, §7 Analytics GETs), shared by the
 * server's statistics routes and the admin pages. Days are calendar days in the asker's time zone
 * (`tz`, an IANA name, default UTC); `from` and `to` are both included.
 */

/** Everything the user event log records; one event per thing done, not per keystroke. */
export const USER_EVENT_KINDS = [
  'sign_in',
  'sign_out',
  'project_viewed',
  'module_viewed',
  'module_edited',
  'comment_added',
  'share_link_opened',
  'invitation_sent',
  'invitation_accepted',
  'ai_request',
] as const;
export type UserEventKind = (typeof USER_EVENT_KINDS)[number];

/** What an 'ai_request' event's details hold. */
export interface AiRequestDetails {
  model: string;
  tokens_in: number;
  tokens_out: number;
}

/** The query of every range-based call; the server defaults to the last 30 days up to today. */
export interface StatisticsRange {
  from?: string;
  to?: string;
  tz?: string;
  /** System admin only: one company's figures (a company admin always gets their own). */
  company_id?: number;
}

export interface DailyCount {
  /** YYYY-MM-DD */
  date: string;
  users: number;
}

/** Daily active users: distinct people with any event that day, every day of the range (zeros included). */
export interface DailyActiveUsers {
  from: string;
  to: string;
  points: DailyCount[];
}

/** Monthly active users: for each day of the range, distinct people active in the 30 days ending that day. */
export type MonthlyActiveUsers = DailyActiveUsers;

export interface StickinessPoint {
  date: string;
  dau: number;
  mau: number;
  /** dau / mau, 0 when mau is 0. */
  ratio: number;
}
export interface UserStickiness {
  from: string;
  to: string;
  points: StickinessPoint[];
}

/**
 * Weekly cohorts: the people whose first event falls in a week (weeks start on Monday) within the range,
 * and how many of them were active again k weeks later (retained[0] is the cohort's size itself).
 */
export interface RetentionCohort {
  /** The Monday starting the cohort's week, YYYY-MM-DD. */
  week: string;
  users: number;
  retained: number[];
}
export interface UserRetention {
  from: string;
  to: string;
  cohorts: RetentionCohort[];
}

/** Events per weekday and hour over the previous `days` days (query: days, default 30; tz; company_id). */
export interface BusiestHourCell {
  /** 0 Monday ... 6 Sunday */
  weekday: number;
  /** 0 ... 23 */
  hour: number;
  events: number;
}
export interface BusiestHours {
  days: number;
  cells: BusiestHourCell[];
}

export interface ProjectFigure {
  id: number;
  name: string;
  company_id: number;
  company_name: string;
  /** Events in the range (views for the most viewed, every kind for the activity). */
  events: number;
  /** Distinct people. */
  users: number;
  last_event_at: string | null;
  /** One count per day of the range, for the sparkline. */
  daily: number[];
}
/** The most viewed projects and the most active ones in the range, 20 by default (query: limit). */
export interface ProjectFigures {
  from: string;
  to: string;
  projects: ProjectFigure[];
}

export interface UserEventRow {
  id: number;
  kind: UserEventKind;
  created_at: string;
  user: { id: number; name: string; email: string } | null;
  company: { id: number; name: string };
  project: { id: number; name: string } | null;
  module: { id: number; name: string } | null;
  details: Record<string, unknown>;
}
/**
 * The newest events first (query: user_id, kind, limit (default 50, at most 200), before: an event id for
 * the next page, after: an event id to fetch only newer ones while the page stays open).
 */
export interface RecentUserEvents {
  events: UserEventRow[];
  /** The `before` of the next page; null when there is none. */
  next_before: number | null;
}

export interface InvitedUser {
  user_id: number;
  email: string;
  name: string;
  company_id: number;
  company_name: string;
  invited_at: string;
  accepted_at: string | null;
  status: 'accepted' | 'pending';
}
/** People invited in the range, newest first. */
export interface RecentInviteUsers {
  from: string;
  to: string;
  counts: { invited: number; accepted: number; pending: number };
  invitations: InvitedUser[];
}

export interface TrialEndingCompany {
  id: number;
  name: string;
  trial_ends_at: string;
  days_left: number;
  licences_used: number;
  licence_count: number;
}
/** Companies whose trial ends within `days` days (query: days, default 30), soonest first. */
export interface TrialsEndingSoon {
  days: number;
  companies: TrialEndingCompany[];
}

export interface AiUsageTotal {
  company_id: number;
  company_name: string;
  model: string;
  requests: number;
  tokens_in: number;
  tokens_out: number;
}
export interface AiUsagePoint {
  date: string;
  model: string;
  requests: number;
  tokens_in: number;
  tokens_out: number;
}
/** AI requests in the range: totals per company and model, and per day and model for the chart. */
export interface AiUsage {
  from: string;
  to: string;
  totals: AiUsageTotal[];
  points: AiUsagePoint[];
}

const ADMIN = '/api/admin';
const COMPANY = '/api/company_admin/analytics';

/** The system admin's calls (every company, or one by company_id). */
export const SYSTEM_STATISTICS_PATHS = {
  busiestHours: `${ADMIN}/systems/get_previous_days_busiest_hours.json`,
  recentProjectActivity: `${ADMIN}/project_analytics/get_recent_projects_activity.json`,
  mostViewedProjects: `${ADMIN}/project_analytics/get_most_viewed_projects.json`,
  trialsEndingSoon: `${ADMIN}/companies/get_trial_ending_soon_companies.json`,
  recentUserEvents: `${ADMIN}/analytics/most_recent_user_events.json`,
  aiUsage: `${ADMIN}/analytics/llm_usage.json`,
  dailyActiveUsers: `${ADMIN}/analytics/daily_active_users.json`,
  monthlyActiveUsers: `${ADMIN}/analytics/monthly_active_users.json`,
  userRetention: `${ADMIN}/analytics/user_retention.json`,
  userStickiness: `${ADMIN}/analytics/user_stickiness.json`,
  recentInviteUsers: `${ADMIN}/analytics/recent_invite_users.json`,
} as const;

/** The company admin's calls: the same answers, always for their own company. */
export const COMPANY_STATISTICS_PATHS = {
  recentUserEvents: `${COMPANY}/most_recent_user_events.json`,
  dailyActiveUsers: `${COMPANY}/daily_active_users.json`,
  monthlyActiveUsers: `${COMPANY}/monthly_active_users.json`,
  recentProjectActivity: `${COMPANY}/recent_projects_activity.json`,
  aiUsage: `${COMPANY}/llm_usage.json`,
} as const;
