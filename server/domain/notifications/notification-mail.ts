/**
 * Mails notifications as each person chose on their profile page: one mail per notification ('each'), one
 * digest a day of the unread ones ('daily_digest', the default), or none ('off'). A pass runs every minute,
 * outside any request, so a mail only ever tells of a change that has committed. A notification is claimed
 * (mailed_at) before its mail goes, in one statement two API processes cannot both win, so nothing is mailed
 * twice; a mail that fails is released and tried on the next pass, so nothing is lost across restarts.
 */
import { and, eq, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { NotificationKind } from '../../../core/domain/notification-types';
import { frontendUrl } from '../../config';
import { notifications, users } from '../../db/schema';
import { sendTemplatedMail, type MailContext } from '../../mail/send-templated-mail';

export const NOTIFICATION_MAIL_INTERVAL_MS = 60_000;
/** The digest covers what came before this hour (UTC) and goes out on the first pass after it. */
export const DIGEST_HOUR_UTC = 7;
const NOTIFICATIONS_PATH = '/notifications';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The mails' words for each kind (the app words them from its own messages). */
const SUMMARIES: Record<NotificationKind, (actor: string) => string> = {
  mention: (actor) => `${actor} mentioned you`,
  reply: (actor) => `${actor} replied to your comment`,
  invitation_accepted: (actor) => `${actor} accepted your invitation`,
  permission_granted: (actor) => `${actor} gave you access to a project`,
  assigned: (actor) => `${actor} assigned you an item`,
};

/** The latest digest hour at or before `now`. */
export function digestSlot(now: Date): Date {
  const slot = new Date(now);
  slot.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  return slot > now ? new Date(slot.getTime() - DAY_MS) : slot;
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

/** Claims what is due: a digest person's notifications from before the digest hour, everyone else's all. */
function claimDue(ctx: MailContext, now: Date) {
  return ctx.db
    .update(notifications)
    .set({ mailed_at: now })
    .from(users)
    .where(
      and(
        eq(users.id, notifications.user_id),
        isNull(notifications.mailed_at),
        lte(notifications.created_at, now),
        or(ne(users.notification_mail, 'daily_digest'), lt(notifications.created_at, digestSlot(now))),
      ),
    )
    .returning({
      id: notifications.id,
      kind: notifications.kind,
      actor_id: notifications.actor_id,
      text: notifications.text,
      link: notifications.link,
      read_at: notifications.read_at,
      user: { email: users.email, name: users.name, company_id: users.company_id, status: users.status, mail: users.notification_mail },
    });
}

async function actorNames(ctx: MailContext, claimed: readonly Claimed[]): Promise<Map<number, string>> {
  const ids = [...new Set(claimed.flatMap((row) => (row.actor_id === null ? [] : [row.actor_id])))];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** One mail of one person: the notifications it tells of, and how to send it. */
interface PendingMail {
  ids: number[];
  send: () => Promise<void>;
}

function mailsOf(ctx: MailContext, claimed: readonly Claimed[], actors: ReadonlyMap<number, string>): PendingMail[] {
  const summary = (row: Claimed) => SUMMARIES[row.kind as NotificationKind]((row.actor_id !== null && actors.get(row.actor_id)) || 'Someone');
  const base = frontendUrl(ctx.config);
  const mails: PendingMail[] = [];
  const digests = new Map<string, Claimed[]>();
  for (const row of claimed) {
    if (row.user.status !== 'active' || row.user.mail === 'off') continue;
    if (row.user.mail === 'each') {
      mails.push({
        ids: [row.id],
        send: () =>
          sendTemplatedMail(ctx, {
            to: row.user.email,
            companyId: row.user.company_id,
            key: 'notification',
            linkPath: row.link,
            values: { name: row.user.name, summary: summary(row), text: row.text },
          }),
      });
    } else if (row.read_at === null) {
      digests.set(row.user.email, [...(digests.get(row.user.email) ?? []), row]);
    }
  }
  for (const [email, rows] of digests) {
    const { name, company_id } = rows[0].user;
    mails.push({
      ids: rows.map((row) => row.id),
      send: () =>
        sendTemplatedMail(ctx, {
          to: email,
          companyId: company_id,
          key: 'notification_digest',
          linkPath: NOTIFICATIONS_PATH,
          values: { name, count: String(rows.length) },
          items: rows.map((row) => ({ label: summary(row), detail: row.text, url: `${base}${row.link}` })),
        }),
    });
  }
  return mails;
}

/** One pass as of `now`; answers how many mails went. A failed mail is reported and its notifications released. */
export async function mailNotifications(ctx: MailContext, now: Date, onError: (error: unknown) => void): Promise<number> {
  const claimed = (await claimDue(ctx, now)).sort((a, b) => a.id - b.id);
  if (claimed.length === 0) return 0;
  const mails = mailsOf(ctx, claimed, await actorNames(ctx, claimed));
  let sent = 0;
  for (const mail of mails) {
    try {
      await mail.send();
      sent++;
    } catch (error) {
      onError(error);
      await ctx.db.update(notifications).set({ mailed_at: null }).where(inArray(notifications.id, mail.ids));
    }
  }
  return sent;
}

/** Runs a pass now and then every minute, one at a time; the timer does not keep the process alive. */
export function scheduleNotificationMail(ctx: MailContext, onError: (error: unknown) => void): () => void {
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    void mailNotifications(ctx, new Date(), onError)
      .catch(onError)
      .finally(() => (running = false));
  };
  pass();
  const timer = setInterval(pass, NOTIFICATION_MAIL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
