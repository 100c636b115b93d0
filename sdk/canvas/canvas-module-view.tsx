import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import type { EntityItem } from '../entity-values/entity-item';
import type { CanvasNoteColor } from '../family/family-declaration';
import { NO_ASSIGNMENTS } from '../entity-values/assignments';
import { useEntityValues } from '../entity-values/use-entity-values';
import { AssignDialog } from '../registries/assign-dialog';
import { AssignedChips } from '../registries/assigned-chips';
import { useAssignmentOptions } from '../registries/use-assignment-options';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { PointerPresence } from '../presence/pointer-presence';
import type { ModuleViewProps } from '../module-view';
import { LoadGate } from '../ui/load-gate';
import { SaveStatus } from '../ui/save-status';
import { useDndAccessibility } from '../ui/use-dnd-accessibility';
import { useUndoableRemove } from '../ui/use-undoable-remove';
import { noteExcerpt, type CanvasArea, type CanvasNoteValue } from './canvas-area';
import { CanvasAreaPanel } from './canvas-area-panel';
import { CanvasNote } from './canvas-note';

// The keyboard sensor has no pointer, so keyboard drags fall back to the dragged note's rectangle.
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

export interface CanvasModuleViewProps extends ModuleViewProps {
  /** The entity attribute holding the notes, e.g. 'SwotNote'. */
  attributeKey: string;
  areas: readonly CanvasArea[];
  /** The value's field naming the note's area; 'area' unless given. */
  areaField?: string;
  /** The value's field holding the note's text; 'text' unless given. */
  textField?: string;
  /** The value's field holding the note's colour (one of CANVAS_NOTE_COLORS); 'color' unless given. */
  colorField?: string;
  /** CSS grid template areas from a tablet up, one string per row of area ids; two columns unless given. */
  layout?: readonly string[];
}

/** The grid: one column on a phone; from a tablet up the layout's template areas, else two columns. */
function gridOf(layout: readonly string[] | undefined) {
  if (!layout) return { gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } };
  const columns = layout[0].trim().split(/\s+/).length;
  return {
    gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
    gridTemplateAreas: { xs: 'none', md: layout.map((row) => `"${row.trim()}"`).join(' ') },
  };
}

/** The canvas family: a grid of titled areas holding notes; add, edit, move between areas, delete. */
export function CanvasModuleView(props: CanvasModuleViewProps) {
  const { module, readOnly, attributeKey, areas, areaField = 'area', textField = 'text', colorField = 'color', layout } = props;
  const t = useSdkTranslate();
  const values = useEntityValues<CanvasNoteValue>(module, attributeKey);
  const { items, create, update, move, assign } = values;
  const assignmentOptions = useAssignmentOptions(props.project.id);
  const [assigning, setAssigning] = useState<string | null>(null);
  const assignedNote = items.find((item) => item.key === assigning);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const clearFocus = useCallback(() => setFocusKey(null), []);
  const { remove, snackbar } = useUndoableRemove(values);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const noteName = useCallback(
    (item: EntityItem<CanvasNoteValue> | undefined) => noteExcerpt(item?.value[textField]) || t('canvas.emptyNote'),
    [t, textField],
  );
  const accessibility = useDndAccessibility(
    useCallback(
      (id: UniqueIdentifier) => areas.find((area) => area.id === id)?.title ?? noteName(items.find((item) => item.key === id)),
      [areas, items, noteName],
    ),
  );

  const moveToArea = (key: string, areaId: string) => {
    update(key, { [areaField]: areaId });
    // Last in the whole order is last in its new area.
    move(key, items.length - 1);
    setFocusKey(key);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const note = items.find((item) => item.key === active.id);
    if (note && over && note.value[areaField] !== over.id) moveToArea(note.key, String(over.id));
  };

  return (
    <Stack spacing={2} data-tour="canvas-areas" sx={{ p: 2 }}>
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SaveStatus queue={values.saveStatus} />
        </Stack>
      )}
      <LoadGate status={values.status} onRetry={() => void values.reload()}>
        <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragEnd={onDragEnd} accessibility={accessibility}>
          <PointerPresence moduleId={module.id}>
            <Box sx={{ display: 'grid', gap: 2, ...gridOf(layout) }}>
              {areas.map((area) => {
                const notes = items.filter((item) => item.value[areaField] === area.id);
                return (
                  <CanvasAreaPanel
                    key={area.id}
                    area={area}
                    empty={notes.length === 0}
                    placed={layout !== undefined}
                    readOnly={readOnly}
                    onAdd={() => setFocusKey(create({ [areaField]: area.id, [textField]: '' }))}
                  >
                    {notes.map((note) => (
                      <CanvasNote
                        key={note.key}
                        noteKey={note.key}
                        comments={note}
                        text={note.value[textField] ?? ''}
                        color={note.value[colorField] as CanvasNoteColor | undefined}
                        name={noteName(note)}
                        area={area}
                        areas={areas}
                        readOnly={readOnly}
                        focus={focusKey === note.key}
                        onFocused={clearFocus}
                        onChange={(text) => update(note.key, { [textField]: text })}
                        onColorChange={(color) => update(note.key, { [colorField]: color })}
                        onMoveTo={(areaId) => moveToArea(note.key, areaId)}
                        onDelete={() => remove(note.key, noteName(note))}
                        onAssign={() => setAssigning(note.key)}
                        assigned={<AssignedChips value={note.assignments} options={assignmentOptions} />}
                      />
                    ))}
                  </CanvasAreaPanel>
                );
              })}
            </Box>
          </PointerPresence>
        </DndContext>
      </LoadGate>
      {assignedNote && !readOnly && (
        <AssignDialog
          projectId={props.project.id}
          name={noteName(assignedNote)}
          value={assignedNote.assignments ?? NO_ASSIGNMENTS}
          onChange={(change) => assign(assignedNote.key, change)}
          onClose={() => setAssigning(null)}
        />
      )}
      {snackbar}
    </Stack>
  );
}
