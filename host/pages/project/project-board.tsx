import { useCallback, useMemo } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProjectModule, Section } from '../../../core/domain/api-types';
import { CardIcon, DRAG_PATH, ModuleCard, ModuleCardGrid } from '../../components/module-card';
import type { ModuleExtras, NamedStatus } from '../../components/workspace-api';
import type { PluginRegistry } from '../../registry/plugin-registry';
import { groupModules } from './module-order';

type Module = ProjectModule & ModuleExtras;

const sectionKey = (id: number) => `s-${id}`;
const bodyKey = (id: number | null) => `b-${id ?? 'none'}`;
const moduleKey = (id: number) => `m-${id}`;

export interface BoardProps {
  sections: Section[];
  modules: Module[];
  registry: PluginRegistry;
  projectRouteId: string;
  statuses: ReadonlyMap<number, NamedStatus>;
  canWrite: boolean;
  highlightedModuleId: number | null;
  onModuleMenu(module: ProjectModule, anchor: HTMLElement): void;
  onSectionMenu(section: Section, anchor: HTMLElement): void;
  onMoveModule(moduleId: number, sectionId: number | null, index: number): void;
  onMoveSection(sectionId: number, index: number): void;
}

/**
 * The sections and their module cards. Writers drag cards within and between sections and drag
 * sections by their handles (pointer or keyboard); the menus offer the same moves without dragging.
 */
export function ProjectBoard(props: BoardProps) {
  const { t } = useTranslation('host');
  const { sections, modules, canWrite, onMoveModule, onMoveSection } = props;
  const groups = useMemo(() => groupModules(sections, modules), [sections, modules]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const collision: CollisionDetection = useCallback((args) => {
    const activeIsSection = String(args.active.id).startsWith('s-');
    const containers = args.droppableContainers.filter((container) =>
      activeIsSection ? String(container.id).startsWith('s-') : !String(container.id).startsWith('s-'),
    );
    if (activeIsSection) return closestCenter({ ...args, droppableContainers: containers });
    const within = pointerWithin({ ...args, droppableContainers: containers });
    const onModule = within.filter((hit) => String(hit.id).startsWith('m-'));
    if (onModule.length > 0) return onModule;
    if (within.length > 0) return within;
    return closestCenter({ ...args, droppableContainers: containers });
  }, []);

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    if (activeId.startsWith('s-')) {
      const index = sections.findIndex((section) => sectionKey(section.id) === overId);
      if (index >= 0) onMoveSection(Number(activeId.slice(2)), index);
      return;
    }
    const moduleId = Number(activeId.slice(2));
    if (overId.startsWith('b-')) {
      const raw = overId.slice(2);
      const sectionId = raw === 'none' ? null : Number(raw);
      const group = groups.find((entry) => entry.sectionId === sectionId);
      onMoveModule(moduleId, sectionId, (group?.modules.filter((m) => m.id !== moduleId).length ?? 0));
      return;
    }
    if (overId.startsWith('m-')) {
      const overModule = Number(overId.slice(2));
      const group = groups.find((entry) => entry.modules.some((m) => m.id === overModule));
      if (!group) return;
      // Within a group the card takes the place of the one it is over; from another group it goes before it.
      onMoveModule(moduleId, group.sectionId, group.modules.findIndex((m) => m.id === overModule));
    }
  };

  const shown = groups.filter((group) => group.sectionId !== null || group.modules.length > 0);
  const nameOf = (id: string | number) => {
    const text = String(id);
    const num = Number(text.slice(2));
    if (text.startsWith('s-')) return sections.find((s) => s.id === num)?.name ?? '';
    if (text.startsWith('m-')) return modules.find((m) => m.id === num)?.name ?? '';
    return text.startsWith('b-none') ? t('project.otherModules') : (sections.find((s) => s.id === num)?.name ?? '');
  };
  const content = (
    <Stack spacing={3} data-tour="project-modules">
      {shown.map((group) => {
        const section = group.sectionId === null ? null : (sections.find((s) => s.id === group.sectionId) ?? null);
        return (
          <SectionBlock
            key={group.sectionId ?? 'none'}
            section={section}
            title={section ? section.name : sections.length > 0 ? t('project.otherModules') : null}
            modules={group.modules}
            board={props}
          />
        );
      })}
    </Stack>
  );
  if (!canWrite) return content;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={dragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => t('projectPage.module.drag', { name: nameOf(active.id) }),
          onDragOver: () => undefined,
          onDragEnd: ({ active }) => t('projectPage.module.moved', { name: nameOf(active.id) }),
          onDragCancel: () => undefined,
        },
      }}
    >
      <SortableContext items={sections.map((s) => sectionKey(s.id))} strategy={verticalListSortingStrategy}>
        {content}
      </SortableContext>
    </DndContext>
  );
}

function SectionBlock({
  section,
  title,
  modules,
  board,
}: {
  section: Section | null;
  title: string | null;
  modules: Module[];
  board: BoardProps;
}) {
  const { t } = useTranslation('host');
  const { canWrite } = board;
  const sortable = useSortable({ id: section ? sectionKey(section.id) : 's-none', disabled: !canWrite || !section });
  const droppable = useDroppable({ id: bodyKey(section?.id ?? null), disabled: !canWrite });
  const style = section ? { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition } : undefined;
  return (
    <Stack
      ref={section ? sortable.setNodeRef : undefined}
      style={style}
      component="section"
      spacing={1.5}
      aria-label={title ?? t('project.modules')}
      data-section-id={section?.id ?? 'none'}
    >
      {title !== null && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {section && canWrite && (
            <IconButton
              size="small"
              aria-label={t('projectPage.section.drag', { name: section.name })}
              {...sortable.attributes}
              {...sortable.listeners}
              sx={{ cursor: 'grab' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          )}
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {section && canWrite && (
            <IconButton
              size="small"
              aria-label={t('projectPage.section.actions', { name: section.name })}
              onClick={(event) => board.onSectionMenu(section, event.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      )}
      <Box ref={droppable.setNodeRef} sx={{ minHeight: canWrite ? 48 : undefined, borderRadius: 1, outline: droppable.isOver ? '2px dashed' : undefined, outlineColor: 'primary.light' }}>
        {modules.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {canWrite ? t('project.emptySectionWriter') : t('project.emptySectionReader')}
          </Typography>
        ) : (
          canWrite ? (
            <SortableContext items={modules.map((m) => moduleKey(m.id))} strategy={rectSortingStrategy}>
              <ModuleCardGrid>
                {modules.map((module) => (
                  <SortableCard key={module.id} module={module} board={board} t={t} />
                ))}
              </ModuleCardGrid>
            </SortableContext>
          ) : (
            <ModuleCardGrid>
              {modules.map((module) => (
                <PlainCard key={module.id} module={module} board={board} t={t} />
              ))}
            </ModuleCardGrid>
          )
        )}
      </Box>
    </Stack>
  );
}

interface CardProps {
  module: Module;
  board: BoardProps;
  /** Handed down: one translation subscription per section rather than per card. */
  t: TFunction<'host'>;
}

/** A card for readers: nothing to drag, so no sortable registration. */
function PlainCard(props: CardProps) {
  return <ModuleCard {...moduleCardProps(props)} />;
}

/** What every module card of the board shows, draggable or not. */
function moduleCardProps({ module, board, t }: CardProps) {
  return {
    module,
    plugin: board.registry.byTypeKey(module.type_key),
    projectRouteId: board.projectRouteId,
    t,
    status: module.status_id != null ? board.statuses.get(module.status_id) : undefined,
    onMenu: board.onModuleMenu,
    highlighted: board.highlightedModuleId === module.id,
  };
}

function SortableCard({ module, board, t }: CardProps) {
  const sortable = useSortable({ id: moduleKey(module.id) });
  const style = sortable.transform
    ? { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }
    : undefined;
  return (
    <div ref={sortable.setNodeRef} style={style}>
      <ModuleCard
        {...moduleCardProps({ module, board, t })}
        handle={
          <button
            type="button"
            className="module-card-icon drag"
            aria-label={t('projectPage.module.drag', { name: module.name })}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <CardIcon path={DRAG_PATH} />
          </button>
        }
      />
    </div>
  );
}
