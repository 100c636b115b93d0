/**
 * GET {registry}/export.{csv|xlsx}: one registry's items with their roles / categories, as far as the
 * caller reads them: a module's share link exports only the rows its module reaches, as the registry's
 * list answers them.
 */
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { archiveFileName } from '../project-archive';
import { loadProjectPartAccess } from '../project-access';
import { registryDeclaration } from '../registries/registry-declarations';
import { reachOf } from '../registries/registry-rows';
import { exportTable, type ExportFile, type ExportFormat } from './export-table';
import { registryExportRows } from './registry-export-rows';
import type { RegistryIoDeclaration } from './registry-io-declarations';
import { projectEntityMap } from './registry-import';
import { listRegistryRows } from './registry-tables';

export async function exportRegistry(
  db: Queryable,
  auth: AuthContext,
  projectId: number,
  declaration: RegistryIoDeclaration,
  format: ExportFormat,
): Promise<ExportFile & { fileName: string }> {
  const access = await loadProjectPartAccess(db, auth, projectId);
  const { project } = access;
  const entityMap = await projectEntityMap(db, project.company_id);
  const rowsReached = async (resource: RegistryIoDeclaration['resource' | 'groupResource']) =>
    listRegistryRows(db, resource, projectId, await reachOf(db, registryDeclaration(resource), access));
  const [items, groups] = await Promise.all([rowsReached(declaration.resource), rowsReached(declaration.groupResource)]);
  const { header, rows } = registryExportRows(declaration, entityMap, items, groups);
  const title = entityMap[declaration.itemLabelKey].plural;
  return { ...(await exportTable(format, title, header, rows)), fileName: archiveFileName(`${project.name} ${title}`, format) };
}
