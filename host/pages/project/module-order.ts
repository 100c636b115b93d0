import type { ProjectModule, Section } from '../../../core/domain/api-types';

export interface ModuleGroup<M extends Pick<ProjectModule, 'id' | 'section_id' | 'position'>> {
  /** null: the modules outside every section. */
  sectionId: number | null;
  modules: M[];
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** The page's groups: each section in order with its modules, then the modules outside sections. */
export function groupModules<M extends Pick<ProjectModule, 'id' | 'section_id' | 'position'>>(
  sections: ReadonlyArray<Pick<Section, 'id' | 'position'>>,
  modules: readonly M[],
): ModuleGroup<M>[] {
  const known = new Set(sections.map((section) => section.id));
  const bySection = new Map<number | null, M[]>();
  for (const module of [...modules].sort(byPosition)) {
    const key = module.section_id !== null && known.has(module.section_id) ? module.section_id : null;
    const list = bySection.get(key);
    if (list) list.push(module);
    else bySection.set(key, [module]);
  }
  return [
    ...[...sections].sort(byPosition).map((section) => ({ sectionId: section.id, modules: bySection.get(section.id) ?? [] })),
    { sectionId: null, modules: bySection.get(null) ?? [] },
  ];
}

/**
 * The modules after moving one into `sectionId` at `index` (of that group without the moved module),
 * in display order with positions renumbered 0..n-1: what update_positions is sent.
 */
export function moveModule<M extends Pick<ProjectModule, 'id' | 'section_id' | 'position'>>(
  sections: ReadonlyArray<Pick<Section, 'id' | 'position'>>,
  modules: readonly M[],
  moduleId: number,
  sectionId: number | null,
  index: number,
): M[] {
  const moving = modules.find((module) => module.id === moduleId);
  if (!moving) return [...modules];
  const groups = groupModules(sections, modules.filter((module) => module.id !== moduleId));
  const target = groups.find((group) => group.sectionId === sectionId) ?? groups[groups.length - 1];
  const at = Math.max(0, Math.min(index, target.modules.length));
  target.modules.splice(at, 0, { ...moving, section_id: sectionId });
  return groups.flatMap((group) => group.modules).map((module, position) => ({ ...module, position }));
}

/** Items after moving the one with `id` by `delta` places (clamped), positions renumbered. */
export function shiftItem<T extends { id: number; position: number }>(items: readonly T[], id: number, delta: number): T[] {
  const sorted = [...items].sort(byPosition);
  const from = sorted.findIndex((item) => item.id === id);
  if (from < 0) return sorted;
  const to = Math.max(0, Math.min(sorted.length - 1, from + delta));
  const [item] = sorted.splice(from, 1);
  sorted.splice(to, 0, item);
  return sorted.map((entry, position) => ({ ...entry, position }));
}
