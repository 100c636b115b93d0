/**
 * A company's logo and a person's profile image, replaced or removed by an admin: the account image and
 * the owner's column change together (replaceAccountImage), with an audit entry in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { replaceAccountImage } from '../account-images';
import type { FileUpload } from '../owner-files';
import { quoted } from '../project-events';
import { recordAudit } from './audit-log';

export async function replaceCompanyLogo(db: Database, storage: FileStorage, auth: AuthContext, companyId: number, upload: FileUpload | null): Promise<void> {
  await replaceAccountImage(db, storage, { kind: 'company_logo', company_id: companyId }, upload, async (tx, url) => {
    const [company] = await tx.update(companies).set({ logo: url, updated_at: sql`now()` }).where(eq(companies.id, companyId)).returning({ name: companies.name });
    if (!company) throw notFound('This company');
    await recordAudit(tx, auth, {
      company_id: companyId,
      action: url ? 'company.logo_changed' : 'company.logo_removed',
      target_type: 'company',
      target_id: companyId,
      summary: `${url ? 'Changed' : 'Removed'} the logo of ${quoted(company.name)}`,
    });
  });
}

export async function replaceProfileImage(db: Database, storage: FileStorage, auth: AuthContext, userId: number, upload: FileUpload | null): Promise<void> {
  await replaceAccountImage(db, storage, { kind: 'profile_image', user_id: userId }, upload, async (tx, url) => {
    const [user] = await tx
      .update(users)
      .set({ profile_image: url, updated_at: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ name: users.name, email: users.email, company_id: users.company_id });
    if (!user) throw notFound('This person');
    await recordAudit(tx, auth, {
      company_id: user.company_id,
      action: url ? 'user.profile_image_changed' : 'user.profile_image_removed',
      target_type: 'user',
      target_id: userId,
      summary: `${url ? 'Changed' : 'Removed'} the profile image of ${user.name || user.email}`,
    });
  });
}
