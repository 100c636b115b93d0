/** Reading the administration's audit log in API tests (there is no route for system-wide events yet). */
import { desc, eq } from 'drizzle-orm';
import { auditEvents } from '../../../server/db/schema';
import type { TestServer } from '../harness';

/** The newest audit entries about one kind of target, newest first. */
export async function auditEntriesOf(t: TestServer, targetType: string): Promise<Array<typeof auditEvents.$inferSelect>> {
  return t.db.select().from(auditEvents).where(eq(auditEvents.target_type, targetType)).orderBy(desc(auditEvents.id));
}
