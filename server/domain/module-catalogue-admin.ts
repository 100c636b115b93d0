/**
 * The system admin's module catalogue (/admin/modules): per module kind the title, description, icon and
 * category the catalogue shows, and whether "Add module" offers it. The manifest's title and category stay
 * in their own columns (rewritten at every start); the admin's live beside them, so they survive restarts.
 */
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminScenarioModule } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Transaction } from '../db/client';
import { scenarioModules } from '../db/schema';
import { unprocessable, type FieldError } from '../errors';
import { adminPageOf, type AdminPageQuery } from '../schemas/admin-page-schema';
import type { FileStorage } from '../storage/file-storage';
import type { Upload } from '../uploads';
import { replaceAccountImage } from './account-images';
import { recordAudit } from './administration/audit-log';
import { LOOKUP_DECLARATIONS } from './lookups/lookup-declarations';
import { listLookup } from './lookups/lookup-store';
import { effectiveCategory, effectiveTitle, findScenarioModuleRow, toScenarioModule, type ScenarioModuleRow } from './module-catalog';
import { quoted } from './project-events';

export const MODULE_CATALOGUE_SORTS = ['title', 'category', 'available'] as const;
export type ModuleCatalogueSort = (typeof MODULE_CATALOGUE_SORTS)[number];

const MAX_TITLE_LENGTH = 100;
const MAX_DESCRIPTION_LENGTH = 1000;

const SORT_COLUMNS: Record<ModuleCatalogueSort, SQL | typeof scenarioModules.available> = {
  title: sql`lower(${effectiveTitle})`,
  category: sql`lower(${effectiveCategory})`,
  available: scenarioModules.available,
};

function toAdminScenarioModule(row: ScenarioModuleRow): AdminScenarioModule {
  return { ...toScenarioModule(row), default_title: row.title, default_category: row.category };
}

export async function listModuleCatalogue(
  db: Database,
  query: AdminPageQuery<ModuleCatalogueSort>,
): Promise<{ items: AdminScenarioModule[]; total: number }> {
  const page = adminPageOf(query, 'title');
  const where = page.like
    ? or(ilike(effectiveTitle, page.like), ilike(effectiveCategory, page.like), ilike(scenarioModules.type_key, page.like), ilike(scenarioModules.description, page.like))
    : undefined;
  const order = page.direction === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(scenarioModules).where(where).orderBy(order(SORT_COLUMNS[page.sort]), asc(effectiveTitle), asc(scenarioModules.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(scenarioModules).where(where),
  ]);
  return { items: rows.map(toAdminScenarioModule), total };
}

/** The form of PUT /api/admin/scenario_modules/{id}: every field optional, as text (multipart). */
export interface ModuleCatalogueForm {
  title?: string;
  description?: string;
  category?: string;
  available?: string;
  /** 'true': go back to no icon. */
  remove_icon?: string;
}

type CatalogueChanges = Partial<Pick<ScenarioModuleRow, 'custom_title' | 'custom_category' | 'description' | 'available'>>;

/** The columns a form changes; 422 naming each field that is wrong. */
async function changesOf(db: Database, row: ScenarioModuleRow, form: ModuleCatalogueForm): Promise<CatalogueChanges> {
  const errors: FieldError[] = [];
  const changes: CatalogueChanges = {};
  if (form.title !== undefined) {
    const title = form.title.trim();
    if (title.length > MAX_TITLE_LENGTH) errors.push({ field: 'title', code: 'tooLong', params: { count: MAX_TITLE_LENGTH }, message: `Keep the title to ${MAX_TITLE_LENGTH} characters.` });
    // Empty or the manifest's own title: the kind follows its manifest again.
    changes.custom_title = title === '' || title === row.title ? null : title;
  }
  if (form.description !== undefined) {
    const description = form.description.trim();
    if (description.length > MAX_DESCRIPTION_LENGTH) errors.push({ field: 'description', code: 'tooLong', params: { count: MAX_DESCRIPTION_LENGTH }, message: `Keep the description to ${MAX_DESCRIPTION_LENGTH} characters.` });
    changes.description = description;
  }
  if (form.category !== undefined) {
    const categories = (await listLookup(db, categoriesLookup())).map((item) => item.name);
    if (!categories.includes(form.category)) {
      errors.push({ field: 'category', code: 'notAnOption', message: `Choose one of the module categories: ${categories.join(', ')}.` });
    }
    changes.custom_category = form.category === row.category ? null : form.category;
  }
  if (form.available !== undefined) {
    if (form.available !== 'true' && form.available !== 'false') errors.push({ field: 'available', code: 'invalid', message: 'Send available as true or false.' });
    changes.available = form.available === 'true';
  }
  if (form.remove_icon !== undefined && form.remove_icon !== 'true' && form.remove_icon !== 'false') {
    errors.push({ field: 'remove_icon', code: 'invalid', message: 'Send remove_icon as true or false.' });
  }
  if (errors.length > 0) throw unprocessable(errors);
  return changes;
}

function categoriesLookup() {
  const declaration = LOOKUP_DECLARATIONS.find((candidate) => candidate.resource === 'scenario_module_categories');
  if (!declaration) throw new Error('The module categories lookup is not declared.');
  return declaration;
}

function describeChange(row: ScenarioModuleRow, changes: CatalogueChanges, icon: 'uploaded' | 'removed' | null): string {
  const parts = Object.keys(changes).map((column) => column.replace('custom_', ''));
  if (icon) parts.push(`icon ${icon}`);
  const hidden = changes.available === undefined || changes.available === row.available ? '' : changes.available ? ' (offered again)' : ' (hidden)';
  return `Changed the module kind ${quoted(row.custom_title ?? row.title)}: ${parts.join(', ') || 'nothing'}${hidden}`;
}

/** Applies the form (and its icon, when one is sent or removed) in one audited change. */
export async function updateModuleCatalogueEntry(
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  id: number,
  form: ModuleCatalogueForm,
  icon: Upload | null,
): Promise<AdminScenarioModule> {
  const row = await findScenarioModuleRow(db, id);
  const changes = await changesOf(db, row, form);
  const iconChange = icon ? 'uploaded' : form.remove_icon === 'true' ? 'removed' : null;
  const write = async (tx: Transaction, iconUrl?: string | null) => {
    const [updated] = await tx
      .update(scenarioModules)
      .set({ ...changes, ...(iconUrl === undefined ? {} : { icon: iconUrl }) })
      .where(eq(scenarioModules.id, id))
      .returning();
    await recordAudit(tx, auth, {
      company_id: null,
      action: 'module_kind.updated',
      target_type: 'module_kind',
      target_id: id,
      summary: describeChange(row, changes, iconChange),
    });
    return toAdminScenarioModule(updated);
  };
  if (!iconChange) return db.transaction((tx) => write(tx));
  return replaceAccountImage(db, storage, { kind: 'system_image', name: `module-${row.type_key}` }, icon, write);
}
