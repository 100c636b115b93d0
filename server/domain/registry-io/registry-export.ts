/**
 * GET {registry}/export.{csv|xlsx}: one registry's items with their roles / categories, for anyone who may
 * read the whole project (a module's share link does not reach the registries as a whole: 404).
 */
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { archiveFileName } from '../project-archive';
import { loadProjectAccess } from '../project-access';
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
  const { project } = await loadProjectAccess(db, auth, projectId);
  const entityMap = await projectEntityMap(db, project.company_id);
  const [items, groups] = await Promise.all([
    listRegistryRows(db, declaration.resource, projectId),
    listRegistryRows(db, declaration.groupResource, projectId),
  ]);
  const { header, rows } = registryExportRows(declaration, entityMap, items, groups);
  const title = entityMap[declaration.itemLabelKey].plural;
  return { ...(await exportTable(format, title, header, rows)), fileName: archiveFileName(`${project.name} ${title}`, format) };
}
