/**
 * The system settings (data-layer.md §3 System): one row, id 1, read by everyone through GET /api/system
 * and changed by system admins. Every change is audited as a system-wide event.
 */
import { eq, sql } from 'drizzle-orm';
import type { SystemInfo, SystemSettings, SystemSettingsInput } from '../../../core/domain/api-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable, Transaction } from '../../db/client';
import { systemSettings } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { replaceAccountImage } from '../account-images';
import type { FileUpload } from '../owner-files';
import { recordAudit } from './audit-log';

const SETTINGS_ID = 1;
const FAVICON = { kind: 'system_image', name: 'favicon' } as const;

type SettingsRow = typeof systemSettings.$inferSelect;

function toSettings(row: SettingsRow): SystemSettings {
  return {
    system_title: row.system_title,
    support_email: row.support_email,
    eula_link: row.eula_link,
    favicon_image: row.favicon_image,
    browser_tab_text: row.browser_tab_text,
    show_application_tours: row.show_application_tours,
    terms_text: row.terms_text,
  };
}

/** The row, created with its defaults if a database somehow lacks it. */
async function settingsRow(db: Queryable): Promise<SettingsRow> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, SETTINGS_ID));
  if (row) return row;
  const [created] = await db.insert(systemSettings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning();
  return created ?? settingsRow(db);
}

export async function readSystemSettings(db: Queryable): Promise<SystemSettings> {
  return toSettings(await settingsRow(db));
}

/** What everyone may read, also before signing in: the settings without the terms' text. */
export async function readSystemInfo(db: Queryable): Promise<SystemInfo> {
  const { terms_text: _terms, ...info } = await readSystemSettings(db);
  return info;
}

/** The names of the settings an input changes, for the audit line. */
function changedNames(before: SystemSettings, input: SystemSettingsInput): string[] {
  return (Object.keys(input) as Array<keyof SystemSettingsInput>).filter((name) => input[name] !== undefined && input[name] !== before[name]);
}

export async function updateSystemSettings(db: Database, auth: AuthContext, input: SystemSettingsInput): Promise<SystemSettings> {
  return db.transaction(async (tx) => {
    const before = toSettings(await settingsRow(tx));
    const changed = changedNames(before, input);
    if (changed.length === 0) return before;
    const [row] = await tx
      .update(systemSettings)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(systemSettings.id, SETTINGS_ID))
      .returning();
    await recordAudit(tx, auth, {
      company_id: null,
      action: 'system.updated',
      target_type: 'system',
      target_id: SETTINGS_ID,
      summary: `Changed the system settings: ${changed.join(', ')}`,
    });
    return toSettings(row);
  });
}

/** Replaces the favicon with `upload`, or goes back to the built-in icon with null. */
export async function replaceFavicon(db: Database, storage: FileStorage, auth: AuthContext, upload: FileUpload | null): Promise<SystemSettings> {
  return replaceAccountImage(db, storage, FAVICON, upload, async (tx: Transaction, url) => {
    await settingsRow(tx);
    const [row] = await tx
      .update(systemSettings)
      .set({ favicon_image: url, updated_at: sql`now()` })
      .where(eq(systemSettings.id, SETTINGS_ID))
      .returning();
    await recordAudit(tx, auth, {
      company_id: null,
      action: url ? 'system.favicon_uploaded' : 'system.favicon_removed',
      target_type: 'system',
      target_id: SETTINGS_ID,
      summary: url ? 'Uploaded a new favicon' : 'Removed the favicon (the built-in icon shows again)',
    });
    return toSettings(row);
  });
}
