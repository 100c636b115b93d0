/**
 * Sends mail after the answer has gone, for the public calls whose answer must not tell whether a mail
 * was sent (by how long it took): the caller answers at once, whatever the work costs. A failure is
 * logged; closing the app waits for the mails still being sent.
 */
import type { FastifyInstance } from 'fastify';

export type SendLater = (work: () => Promise<void>) => void;

export function backgroundMail(app: FastifyInstance): SendLater {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
  return (work) => {
    const running: Promise<void> = work()
      .catch((error: unknown) => app.log.error({ err: error }, 'A mail could not be sent'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}
