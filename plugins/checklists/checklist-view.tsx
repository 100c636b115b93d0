import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import {
  LoadGate,
  useDndAccessibility,
  useEntityValues,
  useModuleCopySource,
  useProjectMembers,
  useTranslate,
  UndoSnackbar,
  useUndoHistory,
  type ModuleViewProps,
} from '../../sdk';
import { AddItemField } from './add-item-field';
import type { ChecklistItem } from './checklist-item';
import { ChecklistReadOnlyRow } from './checklist-read-only-row';
import { ChecklistRow } from './checklist-row';
import { canIndent, canOutdent, progressOf, shownLevels, visibleKeys } from './checklist-rules';
import { ChecklistToolbar } from './checklist-toolbar';
import { CopyItemsDialog } from './copy-items-dialog';
import manifest, { CHECKLIST_ITEM_KEY } from './manifest';
import { useChecklistActions } from './use-checklist-actions';
import type en from './locales/en.json';

/** A checklist: items and sub-items to tick off, with due dates, assignees, progress, reordering and undo. */
export default function ChecklistView({ project, module, readOnly }: ModuleViewProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const values = useEntityValues<ChecklistItem>(module, CHECKLIST_ITEM_KEY);
  const history = useUndoHistory(values.store);
  const actions = useChecklistActions(values.store, history);
  const copySource = useModuleCopySource<ChecklistItem>(module, CHECKLIST_ITEM_KEY);
  const members = useProjectMembers(project.id);
  const [hideDone, setHideDone] = useState(false);
  const [copying, setCopying] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const items = values.items;
  const checklist = useMemo(() => items.map((item) => item.value), [items]);
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  const levels = useMemo(() => shownLevels(checklist), [checklist]);
  const shown = useMemo(() => new Set(visibleKeys(keys, checklist, levels, hideDone)), [keys, checklist, levels, hideDone]);
  const movable = !readOnly && !hideDone;

  const nameOf = useCallback((id: string | number) => items.find((item) => item.key === id)?.value.text || t('untitled'), [items, t]);
  const accessibility = useDndAccessibility(nameOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) actions.drop(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  const remove = (index: number) => {
    const text = checklist[index].text.trim() || t('untitled');
    const count = actions.remove(index) - 1;
    setDone(count > 0 ? t('deletedWithSubItems', { text, count }) : t('deleted', { text }));
    setFocusKey(keys[index - 1] ?? null);
  };

  /** Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y redoes the checklist's own steps, text edits included. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (readOnly || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      if (key === 'y' || event.shiftKey) history.redo();
      else history.undo();
    }
  };

  const progress = progressOf(checklist);
  const empty = items.length === 0 ? t(readOnly ? 'empty' : 'emptyWritable') : shown.size === 0 ? t('allDoneHidden') : null;

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, minWidth: 0 }} onKeyDown={onKeyDown}>
      <ChecklistToolbar
        progress={progress}
        hideDone={hideDone}
        onHideDone={setHideDone}
        editing={readOnly ? undefined : { history, saveStatus: values.saveStatus, onCopyFrom: () => setCopying(true) }}
      />
      <LoadGate status={values.status} onRetry={() => void values.reload()}>
        {empty && <Typography color="text.secondary">{empty}</Typography>}
        {readOnly ? (
          <div role="list" aria-label={t('title')}>
            {items.map((item, index) =>
              shown.has(item.key) ? <ChecklistReadOnlyRow key={item.key} item={item.value} level={levels[index]} members={members} /> : null,
            )}
          </div>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
            <SortableContext items={keys.filter((key) => shown.has(key))} strategy={verticalListSortingStrategy}>
              <div role="list" aria-label={t('title')}>
                {items.map((item, index) =>
                  shown.has(item.key) ? (
                    <ChecklistRow
                      key={item.key}
                      itemKey={item.key}
                      item={item.value}
                      level={levels[index]}
                      number={index + 1}
                      members={members}
                      movable={movable}
                      canIndent={canIndent(levels, index)}
                      canOutdent={canOutdent(levels, index)}
                      autoFocus={focusKey === item.key}
                      onFocused={() => setFocusKey(null)}
                      onEdit={(change) => actions.edit(item.key, change)}
                      onEnter={() => setFocusKey(actions.add('', index))}
                      onIndent={() => actions.indent(index)}
                      onOutdent={() => actions.outdent(index)}
                      onStep={(direction) => {
                        if (actions.step(index, direction)) setFocusKey(item.key);
                      }}
                      onDelete={() => remove(index)}
                    />
                  ) : null,
                )}
              </div>
            </SortableContext>
          </DndContext>
        )}
        {!readOnly && <AddItemField onAdd={(text) => actions.add(text)} />}
        {!readOnly && (
          <Typography variant="caption" color="text.secondary">
            {t('shortcuts')}
          </Typography>
        )}
      </LoadGate>
      {copying && (
        <CopyItemsDialog
          source={copySource}
          onClose={() => setCopying(false)}
          onCopy={(copied) => {
            actions.appendCopies(copied);
            setCopying(false);
            setDone(t('copied', { count: copied.length }));
          }}
        />
      )}
      <UndoSnackbar message={done} onUndo={history.undo} onClose={() => setDone(null)} />
    </Stack>
  );
}
