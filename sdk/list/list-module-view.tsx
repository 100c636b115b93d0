import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import { CSV_CONTENT_TYPE } from '../../core/domain/csv';
import { changedAssignments, NO_ASSIGNMENTS } from '../entity-values/assignments';
import { withChangedFields } from '../entity-values/changed-fields';
import type { EntityItem } from '../entity-values/entity-item';
import { useEntityValues, type EntityValues } from '../entity-values/use-entity-values';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { ModuleViewProps } from '../module-view';
import { LoadGate } from '../ui/load-gate';
import { SaveStatus } from '../ui/save-status';
import { useUndoableAdd } from '../ui/use-undoable-add';
import { useUndoableRemove } from '../ui/use-undoable-remove';
import { suggestedListValue } from '../assistant/suggested-list-value';
import { useSuggestionTarget } from '../assistant/suggestion-target';
import { AssignedChips } from '../registries/assigned-chips';
import { useAssignmentOptions } from '../registries/use-assignment-options';
import { ListAssignedFilter, matchesAssignedFilter, type AssignedFilter } from './list-assigned-filter';
import { ListBulkDelete } from './list-bulk-delete';
import { downloadText, listCsv } from './list-csv';
import { ASSIGNMENT_FIELD_ARRAYS, isAssignmentField } from '../family/field-declaration';
import { fieldDefaults, undeclaredAssignmentArrays, withAssignmentFields, type ListField, type ListValue } from './list-field';
import { ListItemDialog } from './list-item-dialog';
import { ListItemRow, type MoveDirection } from './list-item-row';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { DEFAULT_LIST_VIEW, groupItems, isManualOrder, nextSort, visibleItems } from './list-view-state';
import { ChosenListView, LIST_VIEW_ID, ListViewSwitch } from './list-view-switch';
import type { ListViewChoice } from './list-views';
import { useListViewChoices } from './use-list-view-choices';
import { useListImport } from './use-list-import';
import { useRowSelection } from './use-row-selection';
import { useListPresence } from '../presence/use-list-presence';

export interface ListModuleViewProps extends ModuleViewProps {
  /** The entity attribute holding the items, e.g. 'RiskItem'. */
  attributeKey: string;
  fields: readonly ListField[];
  /** One item in the user's words, lower case and translated: "risk" makes the button "Add risk". */
  itemLabel: string;
  /** The field that names an item; the first field unless given. */
  titleField?: string;
  /** What the form of a new item starts with; by default the fields' defaults. */
  newItem?: () => ListValue;
  /** Other views of the items, offered in a switch beside the table. */
  views?: readonly ListViewChoice[];
}

/** Which item the form edits: an existing one by key, or a new one that exists only once saved. */
type Editing = { key: string } | { isNew: true } | null;

/**
 * The list family as a register: a table with a column per field, sorting, filters, search, grouping,
 * bulk delete and CSV export of what is shown; add, edit, reorder (in the manual order) and undoable delete.
 */
export function ListModuleView(props: ListModuleViewProps) {
  const { fields } = props;
  const fieldLabel = useCallback((name: string) => fields.find((field) => field.name === name)?.label, [fields]);
  const values = useEntityValues<ListValue>(props.module, props.attributeKey, { fieldLabel });
  return <ListRegister {...props} values={values} />;
}

export interface ListRegisterProps extends ListModuleViewProps {
  /** The items, from a store the caller holds (a board shares its cards between its views). */
  values: EntityValues<ListValue>;
}

/** The register of ListModuleView over items the caller loads. */
export function ListRegister(props: ListRegisterProps) {
  const { module, readOnly, itemLabel, titleField, newItem, views = [], values } = props;
  const t = useSdkTranslate();
  const { move, create, update, assign } = values;
  const assignmentOptions = useAssignmentOptions(props.project.id);
  const fields = useMemo(
    () =>
      props.fields.map((field) =>
        isAssignmentField(field) ? { ...field, assignmentOptions: assignmentOptions[ASSIGNMENT_FIELD_ARRAYS[field.kind]] } : field,
      ),
    [props.fields, assignmentOptions],
  );
  // The registries no field declares stay in the general Assigned column and filter.
  const otherAssignments = useMemo(() => undeclaredAssignmentArrays(fields), [fields]);
  // The items as shown, assignment fields read from the assignment arrays; edits start from the stored values.
  const items = useMemo(() => values.items.map((item) => withAssignmentFields(fields, item)), [values.items, fields]);
  const [assignedFilter, setAssignedFilter] = useState<AssignedFilter | null>(null);
  const { choices, change } = useListViewChoices(module.id, fields);
  const titleName = titleField ?? fields[0].name;
  const nameOf = useCallback(
    (item: EntityItem<ListValue> | undefined) => String(item?.value[titleName] || t('untitled')),
    [titleName, t],
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [viewId, setViewId] = useState(LIST_VIEW_ID);
  const chosenView = views.find((view) => view.id === viewId);
  const [focusMove, setFocusMove] = useState<{ key: string; direction: MoveDirection } | null>(null);
  const clearFocusMove = useCallback(() => setFocusMove(null), []);
  const addButton = useRef<HTMLButtonElement>(null);
  const { remove, removeMany, snackbar } = useUndoableRemove(values);
  const { add, snackbar: addedSnackbar } = useUndoableAdd(values);
  useSuggestionTarget(
    readOnly
      ? null
      : (suggested) =>
          add(suggested.map((item) => ({ value: suggestedListValue(fields, item, titleName), name: item.name || t('untitled') }))),
  );
  const { importing, importFile } = useListImport(module, values.reload);

  const columns = fields.filter((field) => field.name === titleName || !choices.hiddenColumns.includes(field.name));
  const shown = useMemo(
    () => visibleItems(items, fields, choices).filter((item) => matchesAssignedFilter(item, assignedFilter)),
    [items, fields, choices, assignedFilter],
  );
  const groupField = fields.find((field) => field.name === choices.groupBy);
  const groups = useMemo(
    () => (groupField ? groupItems(shown, groupField, t('list.notSet')) : [{ value: '', label: '', items: shown }]),
    [shown, groupField, t],
  );
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  // Rows in folded groups are not shown, so "select all shown" leaves them out.
  const rowOrder = useMemo(
    () => groups.flatMap((group) => (folded.has(group.value) ? [] : group.items.map((item) => item.key))),
    [groups, folded],
  );
  const toggleFold = (value: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(value)) next.add(value);
      return next;
    });
  const selection = useRowSelection(rowOrder);
  const selectorOf = useListPresence(module.id, items, selection.selected);
  const reorderable = isManualOrder(choices) && assignedFilter === null;

  const moveBy = (key: string, direction: MoveDirection) => {
    const index = items.findIndex((item) => item.key === key);
    move(key, direction === 'up' ? index - 1 : index + 1);
    setFocusMove({ key, direction });
  };
  const exportCsv = () =>
    downloadText(listCsv(columns, groups.flatMap((group) => group.items)), `${module.name || 'list'}.csv`, CSV_CONTENT_TYPE);
  const editedItem = editing && 'key' in editing ? values.items.find((item) => item.key === editing.key) : undefined;
  const formValue = editing && 'isNew' in editing ? (newItem?.() ?? fieldDefaults(fields)) : editedItem?.value;

  return (
    <Stack spacing={2} sx={{ p: 2, minWidth: 0 }}>
      {views.length > 0 && <ListViewSwitch views={views} value={viewId} onChange={setViewId} />}
      <ListToolbar
        fields={fields}
        titleField={titleName}
        itemLabel={itemLabel}
        readOnly={readOnly}
        addDisabled={values.status !== 'ready'}
        addButtonRef={addButton}
        choices={choices}
        onChange={change}
        onAdd={() => setEditing({ isNew: true })}
        onExport={exportCsv}
        onImport={(file) => void importFile(file)}
        importing={importing}
        status={readOnly ? undefined : <SaveStatus queue={values.saveStatus} />}
      />
      {otherAssignments.length > 0 && (
        <ListAssignedFilter options={assignmentOptions} fields={otherAssignments} value={assignedFilter} onChange={setAssignedFilter} />
      )}
      {!readOnly && selection.selected.length > 0 && (
        <ListBulkDelete
          count={selection.selected.length}
          onClearSelection={() => selection.setAll(false)}
          onDelete={() => {
            removeMany(selection.selected);
            addButton.current?.focus();
          }}
        />
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
            onOpen={readOnly ? undefined : (key) => setEditing({ key })}
          />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {readOnly ? t('list.emptyReadOnly') : t('list.empty', { item: itemLabel })}
          </Typography>
        ) : shown.length === 0 ? (
          <Stack sx={{ py: 4, alignItems: 'center', gap: 1 }}>
            <Typography color="text.secondary">{t('list.noMatch')}</Typography>
            <Button
              onClick={() => {
                change({ filters: DEFAULT_LIST_VIEW.filters, search: '' });
                setAssignedFilter(null);
              }}
            >
              {t('list.clearFiltersAndSearch')}
            </Button>
          </Stack>
        ) : (
          <ListTable
            label={module.name}
            columns={columns}
            groups={groups}
            readOnly={readOnly}
            reorderable={reorderable}
            sort={choices.sort}
            onSort={(field) => change({ sort: nextSort(choices.sort, field) })}
            selectedCount={selection.selected.length}
            onSelectAll={selection.setAll}
            folded={folded}
            onToggleFold={toggleFold}
            nameOf={nameOf}
            onMove={move}
            renderRow={(item, index, count) => (
              <ListItemRow
                key={item.key}
                item={item}
                name={nameOf(item)}
                columns={columns}
                titleField={titleName}
                readOnly={readOnly}
                reorderable={reorderable}
                isFirst={index === 0}
                isLast={index === count - 1}
                selected={selection.isSelected(item.key)}
                selectedBy={selectorOf(item)}
                focusMove={focusMove?.key === item.key ? focusMove.direction : undefined}
                onFocusMoveDone={clearFocusMove}
                onSelect={(event) => selection.toggle(item.key, event.shiftKey)}
                onEdit={() => setEditing({ key: item.key })}
                onDelete={() => {
                  remove(item.key, nameOf(item));
                  addButton.current?.focus();
                }}
                onMove={(direction) => moveBy(item.key, direction)}
                assigned={<AssignedChips value={item.assignments} options={assignmentOptions} fields={otherAssignments} />}
              />
            )}
          />
        )}
      </LoadGate>
      {editing && formValue && !readOnly && (
        <ListItemDialog
          title={'isNew' in editing ? t('list.newTitle', { item: itemLabel }) : t('list.dialogTitle', { item: itemLabel })}
          projectId={props.project.id}
          fields={fields}
          value={formValue}
          assignments={editedItem?.assignments ?? NO_ASSIGNMENTS}
          onSave={(value, assignments, opened) => {
            if ('isNew' in editing) create(value, undefined, changedAssignments(NO_ASSIGNMENTS, assignments));
            else {
              update(editing.key, (current) => withChangedFields(current, opened.value, value));
              assign(editing.key, changedAssignments(opened.assignments, assignments));
            }
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {snackbar}
      {addedSnackbar}
    </Stack>
  );
}
