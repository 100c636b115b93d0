/**
 * GET /api/projects/{id}/export.pdf: a printable summary of the project. Name and description, then each
 * section's modules with their kind and content: a diagram as its picture (the module's preview, the
 * snapshot the editor stores after each save), other modules as the readable text of their content.
 */
import { eq } from 'drizzle-orm';
import type { ProjectArchive } from '../../../core/domain/workspace-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { projectModules } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import type { ModuleRegistry } from '../module-registry';
import { exportProject } from '../project-archive';
import { renderPdf, type PdfBlock } from './pdf-writer';

/** What the document shows of each module kind; a diagram's cells are drawn, never listed. */
export interface PdfModuleKinds {
  title(typeKey: string): string;
  isDiagram(typeKey: string): boolean;
}

const SKIPPED_KEYS = /^(id|jsid|.*_id|.*Id|source|target|position|x|y|z|width|height|angle|color|colour|style|attrs|ports|vertices)$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The readable text of a content document: its text and number leaves, with their keys, at most `max` lines. */
export function contentLines(value: unknown, max = 40): string[] {
  const lines: string[] = [];
  const walk = (node: unknown, label: string) => {
    if (lines.length >= max) return;
    if (typeof node === 'string') {
      if (node.trim()) lines.push(label ? `${label}: ${node.trim()}` : node.trim());
    } else if (typeof node === 'number' || typeof node === 'boolean') {
      lines.push(`${label}: ${String(node)}`);
    } else if (Array.isArray(node)) {
      node.forEach((item) => walk(item, label));
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (!SKIPPED_KEYS.test(key)) walk(child, key);
      }
    }
  };
  walk(value, '');
  if (lines.length >= max) lines.push('…');
  return lines;
}

/** The document's blocks: `pictures` holds each module's preview image by module id. */
export function projectPdfBlocks(archive: ProjectArchive, kinds: PdfModuleKinds, pictures: ReadonlyMap<number, Buffer>, exportedOn: string): PdfBlock[] {
  const blocks: PdfBlock[] = [{ kind: 'title', text: archive.project.name }];
  if (archive.project.description) blocks.push({ kind: 'text', text: archive.project.description });
  blocks.push({ kind: 'text', text: `Exported ${exportedOn}`, small: true });
  const groups = [{ title: null as string | null, sectionId: null as number | null }, ...archive.sections.map((section) => ({ title: section.name, sectionId: section.id }))];
  for (const group of groups) {
    const modules = archive.modules.filter((module) => (module.section_id ?? null) === group.sectionId);
    if (group.title === null && modules.length === 0) continue;
    blocks.push({ kind: 'heading', level: 1, text: group.title ?? 'Modules outside sections' });
    for (const module of modules) {
      blocks.push({ kind: 'heading', level: 2, text: `${module.name} (${kinds.title(module.type_key)})` });
      if (module.description) blocks.push({ kind: 'text', text: module.description, indent: 10 });
      const picture = pictures.get(module.id);
      if (picture) {
        blocks.push({ kind: 'picture', image: picture, indent: 10 });
        continue;
      }
      if (kinds.isDiagram(module.type_key)) {
        blocks.push({ kind: 'text', text: 'No picture of this diagram yet: it is made when the diagram is next saved.', indent: 10 });
        continue;
      }
      const values = archive.entity_values.filter((item) => item.module_id === module.id);
      if (values.length === 0) blocks.push({ kind: 'text', text: 'No content yet.', indent: 20 });
      for (const item of values) {
        for (const text of contentLines(item.value)) blocks.push({ kind: 'text', text, indent: 20 });
      }
    }
  }
  return blocks;
}

/** The modules' stored previews (PNG or JPEG), by module id; a file gone missing is left out. */
async function modulePictures(db: Queryable, storage: FileStorage, projectId: number): Promise<Map<number, Buffer>> {
  const rows = await db.select({ id: projectModules.id, key: projectModules.preview_image }).from(projectModules).where(eq(projectModules.project_id, projectId));
  const pictures = new Map<number, Buffer>();
  for (const row of rows) {
    const file = row.key ? await storage.get(row.key) : null;
    if (file && /^image\/(png|jpeg)$/.test(file.content_type)) pictures.set(row.id, file.data);
  }
  return pictures;
}

export async function projectPdf(db: Queryable, storage: FileStorage, registry: ModuleRegistry, auth: AuthContext, projectId: number): Promise<{ name: string; pdf: Buffer }> {
  const archive = await exportProject(db, auth, projectId);
  const kinds: PdfModuleKinds = {
    title: (typeKey) => registry.moduleTypeByKey(typeKey)?.manifest.title ?? typeKey,
    isDiagram: (typeKey) => registry.moduleTypeByKey(typeKey)?.manifest.family === 'diagram',
  };
  const blocks = projectPdfBlocks(archive, kinds, await modulePictures(db, storage, projectId), new Date().toISOString().slice(0, 10));
  return { name: archive.project.name, pdf: await renderPdf(archive.project.name, blocks) };
}
