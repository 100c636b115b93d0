/**
 * Identity test helpers: a test server that mails to a real SMTP peer, people invited straight into the
 * database (the company admin's invite call is not needed to test accepting), and the links from their mails.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../../../server/db/schema';
import { sendInvitation } from '../../../server/domain/identity/invitation-mail';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer';
import { ApiClient, startTestServer, type TestServer } from '../harness';

/**
 * Registers the beforeAll that starts an SMTP peer and a test server mailing to it, and the afterAll that
 * closes both. Like useSignedInServer, `t` and `peer` are filled in by that beforeAll: read them in tests.
 */
export function useMailingServer(): { t: TestServer; peer: SmtpPeer } {
  const t = {} as TestServer;
  const peer = {} as SmtpPeer;
  let started: { t: TestServer; peer: SmtpPeer } | undefined;
  beforeAll(async () => {
    const smtp = await startSmtpPeer();
    started = { peer: smtp, t: await startTestServer({ config: { smtpUrl: smtp.url } }) };
    Object.assign(peer, started.peer);
    Object.assign(t, started.t);
  });
  afterAll(async () => {
    await started?.t.close();
    await started?.peer.close();
  });
  return { t, peer };
}

/** A visitor with the XSRF cookie from its own client address (each test its own, so throttles do not meet). */
export async function visitorFrom(t: TestServer, address: string): Promise<ApiClient> {
  const c = t.client({ remoteAddress: address });
  await c.get('/api/system.json');
  return c;
}

/** The token of the newest mail to `email` whose link opens `path`. */
export async function tokenMailedTo(peer: SmtpPeer, email: string, path: string, after = 0): Promise<string> {
  const mail = await peer.waitForMail((received) => received.to.includes(email) && peer.mails.indexOf(received) >= after && received.text.includes(path));
  return new URL(linkIn(mail, path)).searchParams.get('token') ?? '';
}

/** An Acme member invited by "Owner" (status invited, no password); answers their id and the link's token. */
export async function invitePerson(t: TestServer, peer: SmtpPeer, email: string, name = ''): Promise<{ id: number; token: string }> {
  const [user] = await t.db
    .insert(users)
    .values({ company_id: t.seed.companies.acme, email, name, status: 'invited' })
    .returning({ id: users.id });
  const before = peer.mails.length;
  await sendInvitation(t.app, user.id, 'Owner');
  return { id: user.id, token: await tokenMailedTo(peer, email, '/accept-invitation', before) };
}

export async function statusOf(t: TestServer, userId: number): Promise<string> {
  const [user] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return user.status;
}
