/**
 * A company's licences (data-layer.md §6): companies.licences_used counts the members whose has_licence
 * is set and never passes licence_count. Both moves are guarded UPDATEs inside the caller's transaction:
 * the person's flag flips only if it was the other way, and the count moves only within its bounds, so
 * two requests at once can neither count one person twice nor pass the count.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { companies, users } from '../../db/schema';
import { paymentRequired } from '../../errors';

/** Where a company admin sees and asks about the licence count (screens-and-editor.md §8's 402 location). */
export const LICENCES_PAGE = '/company/details';

/** Gives the user a licence; false when they already held one. 402 when none is left. */
export async function grantLicence(tx: Transaction, companyId: number, userId: number): Promise<boolean> {
  const flipped = await tx
    .update(users)
    .set({ has_licence: true, updated_at: new Date() })
    .where(and(eq(users.id, userId), eq(users.company_id, companyId), eq(users.has_licence, false)))
    .returning({ id: users.id });
  if (flipped.length === 0) return false;
  const counted = await tx
    .update(companies)
    .set({ licences_used: sql`${companies.licences_used} + 1` })
    .where(and(eq(companies.id, companyId), lt(companies.licences_used, companies.licence_count)))
    .returning({ id: companies.id });
  if (counted.length === 0) {
    throw paymentRequired({ code: 'licencesUsedUp', message: 'All of your company’s licences are in use. Free one by removing it from someone, or ask us for more.' }, LICENCES_PAGE);
  }
  return true;
}

/** Takes the user's licence back; false when they held none. */
export async function releaseLicence(tx: Transaction, companyId: number, userId: number): Promise<boolean> {
  const flipped = await tx
    .update(users)
    .set({ has_licence: false, updated_at: new Date() })
    .where(and(eq(users.id, userId), eq(users.company_id, companyId), eq(users.has_licence, true)))
    .returning({ id: users.id });
  if (flipped.length === 0) return false;
  await tx
    .update(companies)
    .set({ licences_used: sql`${companies.licences_used} - 1` })
    .where(and(eq(companies.id, companyId), gt(companies.licences_used, 0)));
  return true;
}
