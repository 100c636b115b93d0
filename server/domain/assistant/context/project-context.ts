/** A project page as text for the model: the project, then its sections with their modules by name and kind. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sections } from '../../../db/schema';
import { selectTypedModules } from '../../module-access';
import type { ProjectRow } from '../../project-access';
import { cappedContext } from './context-limit';

export async function projectContext(app: FastifyInstance, project: ProjectRow): Promise<string> {
  const [sectionRows, moduleRows] = await Promise.all([
    app.db.select().from(sections).where(eq(sections.project_id, project.id)).orderBy(asc(sections.position), asc(sections.id)),
    selectTypedModules(app.db, project.id),
  ]);
  const modules = moduleRows.map(({ module, type_key }) => ({ ...module, type_key })).sort((a, b) => a.position - b.position || a.id - b.id);
  const kindOf = (typeKey: string) => app.moduleRegistry.moduleTypeByKey(typeKey)?.manifest.title ?? typeKey;
  const moduleLine = (m: (typeof modules)[number]) => `- ${m.name} (${kindOf(m.type_key)})${m.description ? `: ${m.description}` : ''}`;
  const unsectioned = modules.filter((m) => m.section_id === null || !sectionRows.some((s) => s.id === m.section_id));
  return cappedContext([
    `Project "${project.name}"`,
    ...(project.description ? [`Description: ${project.description}`] : []),
    ...sectionRows.flatMap((section) => [`Section "${section.name}":`, ...modules.filter((m) => m.section_id === section.id).map(moduleLine)]),
    ...(unsectioned.length > 0 ? ['Modules outside sections:', ...unsectioned.map(moduleLine)] : []),
  ]);
}
