import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { HttpClient } from '../../core/services/http-client';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { ModuleViewProps } from '../plugin';
import { linksClient } from '../registries/registry-client';
import type { RegistryCategory } from '../../core/domain/registry-types';
import { useAssignedItems } from '../registries/use-assigned-items';
import { useRegistry } from '../registries/use-registry';
import { useService } from '../services-context';
import { LoadGate } from '../ui/load-gate';
import { useDndAccessibility } from '../ui/use-dnd-accessibility';
import { VisuallyHidden } from '../ui/visually-hidden';
import { REGISTRY_TRAITS, type RegistryDeclaration, type RegistryLabels } from './registry-declaration';
import { RegistryDeleteDialog } from './registry-delete-dialog';
import { entryBody, isManualOrder, registryEntry, shownEntries, type ListChoices, type RegistryEntry, type SortKey } from './registry-entry';
import { RegistryExportMenu } from '../registries/registry-export-menu';
import { RegistryImportDialog } from '../registries/registry-import-dialog';
import { RegistryGroupsDialog } from './registry-groups-dialog';
import { RegistryItemDialog } from './registry-item-dialog';
import { RegistryLinksEditor } from './registry-links-editor';
import { RegistryRow } from './registry-row';
import { RegistryUsedIn } from './registry-usages';
import { useWriteAttempt } from './use-write-attempt';

export interface RegistryListViewProps extends Pick<ModuleViewProps, 'project' | 'readOnly'> {
  declaration: RegistryDeclaration;
  labels: RegistryLabels;
  /** The table's name (the module's); the items' label when empty. */
  title: string;
}

const NEXT_SORT: Record<SortKey, SortKey> = { manual: 'name', name: 'manual', usedIn: 'manual' };

/**
 * A registry as a table: search, a filter by group, sort by name or use, add (a new item is named "Untitled" in
 * the user's language and the editor opens on it), edit in a dialog, delete after a confirmation saying where the
 * item is used, and reordering by drag or by the buttons while all items show in their own order.
 */
export function RegistryListView({ project, readOnly, declaration, labels, title }: RegistryListViewProps) {
  const t = useSdkTranslate();
  const http = useService(HttpClient);
  const traits = REGISTRY_TRAITS[declaration.registry];
  const registry = useRegistry(project.id, declaration.registry);
  // The groups of the items (roles, categories), or for a role the items it groups (to count them).
  const related = useRegistry(project.id, traits.groups ?? traits.groupOf?.registry ?? 'stakeholders');
  const usages = useAssignedItems(project.id, traits.used);
  const [choices, setChoices] = useState<ListChoices>({ search: '', sort: 'manual' });
  const [editingId, setEditingId] = useState<number>();
  const [deletingId, setDeletingId] = useState<number>();
  const [opened, setOpened] = useState<'import' | 'groups'>();

  const entries = useMemo(() => registry.rows.map((row) => registryEntry(declaration.registry, row)), [registry.rows, declaration.registry]);
  const groupRows = traits.groups ? (related.rows as RegistryCategory[]) : undefined;
  const membersOf = useCallback(
    (id: number) => {
      const idsField = traits.groupOf?.idsField;
      if (!idsField) return 0;
      return (related.rows as readonly object[] as ReadonlyArray<Record<string, unknown>>).filter((row) => (row[idsField] as number[] | undefined)?.includes(id)).length;
    },
    [related.rows, traits.groupOf],
  );
  const usedCount = useCallback((id: number) => (traits.used ? (usages.byId.get(id)?.length ?? 0) : membersOf(id)), [traits.used, usages.byId, membersOf]);
  const shown = useMemo(() => shownEntries(entries, choices, usedCount), [entries, choices, usedCount]);
  const reorderable = !readOnly && isManualOrder(choices);

  const { attempt, failure } = useWriteAttempt();
  const store = registry.store;
  const add = () =>
    attempt(async () => {
      // A new item starts named in the user's language (the server's default name is English).
      const row = await store.create({ name: t('untitled') });
      setEditingId(row.id);
    });
  const move = (id: number, index: number) => attempt(() => store.move(id, index));
  const editing = entries.find((entry) => entry.id === editingId);
  const deleting = entries.find((entry) => entry.id === deletingId);
  const links = linksClient(http);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const accessibility = useDndAccessibility(useCallback((id: UniqueIdentifier) => entries.find((entry) => entry.id === id)?.name ?? '', [entries]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const toIndex = entries.findIndex((entry) => entry.id === over?.id);
    if (toIndex >= 0 && active.id !== over?.id) void move(Number(active.id), toIndex);
  };
  const sortHeader = (key: SortKey, label: string) => (
    <TableSortLabel active={choices.sort === key} direction="asc" onClick={() => setChoices({ ...choices, sort: choices.sort === key ? NEXT_SORT[key] : key })}>
      {label}
    </TableSortLabel>
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {!readOnly && (
          <Button variant="contained" disabled={registry.status !== 'ready'} onClick={() => void add()}>
            {t('registry.add', { item: labels.item })}
          </Button>
        )}
        {!readOnly && traits.used && <Button onClick={() => setOpened('import')}>{t('registryIo.import')}</Button>}
        {traits.used && <RegistryExportMenu projectId={project.id} registry={traits.used} fileName={labels.items} />}
        {!readOnly && traits.groups && <Button onClick={() => setOpened('groups')}>{t('registry.manageGroups', { groups: labels.groups })}</Button>}
        <TextField size="small" type="search" label={t('registry.search')} value={choices.search} onChange={(event) => setChoices({ ...choices, search: event.target.value })} />
        {groupRows && (
          <TextField
            select
            size="small"
            sx={{ minWidth: 160 }}
            label={t('registry.filterBy', { groups: labels.groups })}
            value={choices.groupId ?? ''}
            onChange={(event) => setChoices({ ...choices, groupId: event.target.value === '' ? undefined : Number(event.target.value) })}
          >
            <MenuItem value="">{t('registry.all')}</MenuItem>
            {groupRows.map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {failure}
      <LoadGate status={registry.status} onRetry={() => void store.reload()}>
        {entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {readOnly ? t('registry.emptyReadOnly') : t('registry.empty', { item: labels.item })}
          </Typography>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('registry.noMatch')}
          </Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
              <SortableContext items={shown.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
                <Table size="small" aria-label={title || labels.items}>
                  <TableHead>
                    <TableRow>
                      {reorderable && (
                        <TableCell padding="none">
                          <VisuallyHidden>{t('list.reorderColumn')}</VisuallyHidden>
                        </TableCell>
                      )}
                      <TableCell aria-sort={choices.sort === 'name' ? 'ascending' : undefined}>{sortHeader('name', t('registry.name'))}</TableCell>
                      {groupRows && <TableCell>{labels.groups}</TableCell>}
                      <TableCell>{t('registry.description')}</TableCell>
                      <TableCell aria-sort={choices.sort === 'usedIn' ? 'descending' : undefined}>{sortHeader('usedIn', t('registry.usedIn'))}</TableCell>
                      {!readOnly && (
                        <TableCell padding="none">
                          <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                        </TableCell>
                      )}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.map((entry, index) => (
                      <RegistryRow
                        key={entry.id}
                        entry={entry}
                        readOnly={readOnly}
                        reorderable={reorderable}
                        isFirst={index === 0}
                        isLast={index === shown.length - 1}
                        groupNames={groupRows ? groupNames(groupRows, entry) : undefined}
                        usedIn={
                          traits.used ? (
                            <RegistryUsedIn projectId={project.id} usages={usages.byId.get(entry.id) ?? []} />
                          ) : (
                            t('registry.memberCount', { count: membersOf(entry.id), items: labels.items })
                          )
                        }
                        onMove={(direction) => void move(entry.id, index + direction)}
                        onEdit={() => setEditingId(entry.id)}
                        onDelete={() => {
                          setDeletingId(entry.id);
                          void usages.reload();
                        }}
                      />
                    ))}
                  </TableBody>
                </Table>
              </SortableContext>
            </DndContext>
          </TableContainer>
        )}
      </LoadGate>
      {editing && !readOnly && (
        <RegistryItemDialog
          key={editing.id}
          title={t('registry.dialogTitle', { item: labels.item })}
          entry={editing}
          linkable={traits.linkableType !== undefined}
          groups={groupRows && { label: labels.groups, rows: groupRows }}
          links={
            traits.linkableType && (
              <RegistryLinksEditor
                links={editing.links ?? []}
                onAdd={(link) => attempt(async () => {
                  await links.create({ linkable_type: traits.linkableType!, linkable_id: editing.id, ...link });
                  await store.refresh(editing.id);
                })}
                onRemove={(id) => attempt(async () => {
                  await links.destroy(id);
                  await store.refresh(editing.id);
                })}
              />
            )
          }
          onSave={(entry) => {
            setEditingId(undefined);
            void attempt(() => store.update(entry.id, entryBody(declaration.registry, entry) as never));
          }}
          onClose={() => setEditingId(undefined)}
        />
      )}
      {opened === 'import' && traits.used && (
        <RegistryImportDialog
          open
          projectId={project.id}
          registry={traits.used}
          itemsLabel={labels.items}
          groupsLabel={labels.groups}
          onClose={() => setOpened(undefined)}
          onImported={() => {
            setOpened(undefined);
            void store.reload();
            void related.store.reload();
          }}
        />
      )}
      {opened === 'groups' && traits.groups && (
        <RegistryGroupsDialog
          projectId={project.id}
          groups={traits.groups}
          groupsLabel={labels.groups}
          itemsLabel={labels.items}
          membersOf={(groupId) => entries.filter((entry) => entry.groupIds.includes(groupId)).length}
          onGroupDeleted={() => void store.reload()}
          onClose={() => setOpened(undefined)}
        />
      )}
      {deleting && !readOnly && (
        <RegistryDeleteDialog
          projectId={project.id}
          name={deleting.name}
          usages={traits.used ? (usages.byId.get(deleting.id) ?? []) : undefined}
          members={traits.groupOf ? { count: membersOf(deleting.id), items: labels.items } : undefined}
          onConfirm={() => {
            setDeletingId(undefined);
            void attempt(async () => {
              await store.remove(deleting.id);
              // Deleting a group takes it off the items that carried it: they load again.
              if (traits.groupOf) await related.store.reload();
            });
          }}
          onClose={() => setDeletingId(undefined)}
        />
      )}
    </Stack>
  );
}

const groupNames = (rows: readonly RegistryCategory[], entry: RegistryEntry) =>
  rows.filter((row) => entry.groupIds.includes(row.id)).map((row) => row.name).join(', ');

