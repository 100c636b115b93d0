/**
 * Pages of an embedded suite module may come only from the hosts its project's company lists
 * (`companies.suite_hosts`, company details). Checked on every write of such a module's values, after their
 * schema; the list is the company's at the time of writing, so a host removed later is refused by the
 * page's Content-Security-Policy and the view instead.
 */
import { eq } from 'drizzle-orm';
import { framedPageOnOrigins } from '../../core/domain/framed-page';
import type { Queryable } from '../db/client';
import { companies, projects } from '../db/schema';
import { unprocessable, type FieldError } from '../errors';
import type { AttributeCatalog } from './entity-value-checks';

/** A value being written and where it sits in the request body ('' or 'entity_values/2/'). */
export interface WrittenValue {
  value?: unknown;
  prefix?: string;
}

export async function assertPagesOnCompanyHosts(
  db: Queryable,
  catalog: AttributeCatalog,
  projectId: number,
  moduleTypeId: number,
  written: readonly WrittenValue[],
): Promise<void> {
  if (catalog.moduleTypeById(moduleTypeId)?.manifest.embed?.source.kind !== 'companyHosts') return;
  const pages = written.filter((item) => item.value !== undefined);
  if (pages.length === 0) return;
  const [company] = await db
    .select({ hosts: companies.suite_hosts })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.company_id))
    .where(eq(projects.id, projectId));
  const hosts = company?.hosts ?? [];
  const failures = pages.flatMap(({ value, prefix = '' }): FieldError[] => {
    const url = String((value as { url?: unknown }).url ?? '');
    if (framedPageOnOrigins(url, hosts)) return [];
    const message =
      hosts.length === 0
        ? 'cannot be shown: the company allows no suite hosts yet (a company admin adds them in the company details)'
        : `is not on one of the company's allowed suite hosts (${hosts.join(', ')})`;
    return [{ field: `${prefix}value/url`, code: 'hostNotAllowed' as const, message }];
  });
  if (failures.length > 0) throw unprocessable(failures);
}
