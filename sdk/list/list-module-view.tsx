import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { DEFAULT_ITEM_NAME } from '../../core/domain/constants';
import type { EntityItem } from '../entity-values/entity-item';
import { useEntityValues } from '../entity-values/use-entity-values';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { ModuleViewProps } from '../plugin';
import { LoadGate } from '../ui/load-gate';
import { SaveStatus } from '../ui/save-status';
import { useDndAccessibility } from '../ui/use-dnd-accessibility';
import { useUndoableRemove } from '../ui/use-undoable-remove';
import { fieldDefaults, type ListField, type ListValue } from './list-field';
import { ListItemDialog } from './list-item-dialog';
import { ListItemRow, type MoveDirection } from './list-item-row';
import { ChosenListView, LIST_VIEW_ID, ListViewSwitch } from './list-view-switch';
import type { ListViewChoice } from './list-views';

export interface ListModuleViewProps extends ModuleViewProps {
  /** The entity attribute holding the items, e.g. 'RiskItem'. */
  attributeKey: string;
  fields: readonly ListField[];
  /** One item in the user's words, lower case and translated: "risk" makes the button "Add risk". */
  itemLabel: string;
  /** The field that names an item; the first field unless given. */
  titleField?: string;
  /** The value of a new item; by default the fields' defaults and DEFAULT_ITEM_NAME ('Untitled') in the title field. */
  newItem?: () => ListValue;
  /** Other views of the items, offered in a switch beside the list. */
  views?: readonly ListViewChoice[];
}

/** The list family: an ordered list of items with declarative fields; add, edit, reorder, delete. */
export function ListModuleView(props: ListModuleViewProps) {
  const { module, readOnly, attributeKey, fields, itemLabel, titleField, newItem, views = [] } = props;
  const t = useSdkTranslate();
  const values = useEntityValues<ListValue>(module, attributeKey);
  const { items, move, create, update } = values;
  const titleName = titleField ?? fields[0].name;
  const details = fields.filter((field) => field.name !== titleName);
  const nameOf = useCallback(
    (item: EntityItem<ListValue> | undefined) => String(item?.value[titleName] || DEFAULT_ITEM_NAME),
    [titleName],
  );
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [viewId, setViewId] = useState(LIST_VIEW_ID);
  const chosenView = views.find((view) => view.id === viewId);
  const [focusMove, setFocusMove] = useState<{ key: string; direction: MoveDirection } | null>(null);
  const clearFocusMove = useCallback(() => setFocusMove(null), []);
  const addButton = useRef<HTMLButtonElement>(null);
  const { remove, snackbar } = useUndoableRemove(values);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDndAccessibility(
    useCallback((id: UniqueIdentifier) => nameOf(items.find((item) => item.key === id)), [items, nameOf]),
  );

  const add = () => setEditingKey(create(newItem?.() ?? { ...fieldDefaults(fields), [titleName]: DEFAULT_ITEM_NAME }));
  const moveBy = (key: string, direction: MoveDirection) => {
    const index = items.findIndex((item) => item.key === key);
    move(key, direction === 'up' ? index - 1 : index + 1);
    setFocusMove({ key, direction });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const toIndex = items.findIndex((item) => item.key === over?.id);
    if (toIndex >= 0 && active.id !== over?.id) move(String(active.id), toIndex);
  };
  const editing = items.find((item) => item.key === editingKey);

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 960 }}>
      {(!readOnly || views.length > 0) && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {!readOnly && (
            <Button ref={addButton} variant="contained" startIcon={<Add />} onClick={add} disabled={values.status !== 'ready'}>
              {t('list.add', { item: itemLabel })}
            </Button>
          )}
          {views.length > 0 && <ListViewSwitch views={views} value={viewId} onChange={setViewId} />}
          <Box sx={{ flexGrow: 1 }} />
          {!readOnly && <SaveStatus queue={values.saveStatus} />}
        </Stack>
      )}
      <LoadGate status={values.status} onRetry={() => void values.reload()}>
        {chosenView ? (
          <ChosenListView
            project={props.project}
            module={module}
            readOnly={readOnly}
            view={chosenView}
            items={items}
            fields={fields}
            nameOf={nameOf}
            onOpen={readOnly ? undefined : setEditingKey}
          />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {readOnly ? t('list.emptyReadOnly') : t('list.empty', { item: itemLabel })}
          </Typography>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
            <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
              <List aria-label={module.name} disablePadding>
                {items.map((item, index) => (
                  <ListItemRow
                    key={item.key}
                    item={item}
                    name={nameOf(item)}
                    details={details}
                    isFirst={index === 0}
                    isLast={index === items.length - 1}
                    readOnly={readOnly}
                    focusMove={focusMove?.key === item.key ? focusMove.direction : undefined}
                    onFocusMoveDone={clearFocusMove}
                    onEdit={() => setEditingKey(item.key)}
                    onDelete={() => {
                      remove(item.key, nameOf(item));
                      addButton.current?.focus();
                    }}
                    onMove={(direction) => moveBy(item.key, direction)}
                  />
                ))}
              </List>
            </SortableContext>
          </DndContext>
        )}
      </LoadGate>
      {editing && !readOnly && (
        <ListItemDialog
          key={editing.key}
          title={t('list.dialogTitle', { item: itemLabel })}
          fields={fields}
          value={editing.value}
          onSave={(value) => {
            update(editing.key, () => value);
            setEditingKey(null);
          }}
          onClose={() => setEditingKey(null)}
        />
      )}
      {snackbar}
    </Stack>
  );
}
