import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type DragEvent } from 'react';
import {
  LoadGate,
  SaveStatus,
  UndoRedoButtons,
  UndoSnackbar,
  useDndAccessibility,
  useEntityValues,
  useModuleImageUpload,
  useTranslate,
  useUndoHistory,
  type ModuleViewProps,
} from '../../sdk';
import { ImageLightbox } from './image-lightbox';
import { ImageTile } from './image-tile';
import { imageLabel, type ImageValue } from './image-value';
import manifest, { IMAGE_KEY } from './manifest';
import { UploadPanel } from './upload-panel';
import { useImageUploads } from './use-image-uploads';
import type en from './locales/en.json';

/** A gallery of the module's images (upload, caption, reorder, delete with undo) and a viewer with zoom and pan. */
export default function ImageViewerView({ module, readOnly }: ModuleViewProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const values = useEntityValues<ImageValue>(module, IMAGE_KEY);
  const { store } = values;
  const history = useUndoHistory(store);
  const upload = useModuleImageUpload(module);
  const onUploaded = useCallback(
    (url: string, file: File) => history.record(() => store.create({ image: { url }, caption: '', name: file.name.slice(0, 255) })),
    [history, store],
  );
  const uploads = useImageUploads(upload, onUploaded);
  const [open, setOpen] = useState<number | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);

  const items = values.items;
  const nameOf = useCallback(
    (id: string | number) => {
      const index = items.findIndex((item) => item.key === id);
      return index < 0 ? '' : imageLabel(items[index].value, t('untitled', { number: index + 1 }));
    },
    [items, t],
  );
  const accessibility = useDndAccessibility(nameOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (key: string, toIndex: number) => history.record(() => store.move(key, toIndex));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(String(active.id), items.findIndex((item) => item.key === over.id));
  };
  const remove = (key: string) => {
    const name = nameOf(key);
    history.record(() => store.remove(key));
    setDeleted(t('deleted', { name }));
  };
  const onDrop = (event: DragEvent) => {
    if (readOnly || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropping(false);
    void uploads.add([...event.dataTransfer.files]);
  };

  const gallery = (
    <Box
      role="list"
      aria-label={t('gallery')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}
    >
      {items.map((item, index) => (
        <ImageTile
          key={item.key}
          itemKey={item.key}
          value={item.value}
          number={index + 1}
          count={items.length}
          readOnly={readOnly}
          onOpen={() => setOpen(index)}
          onCaption={(caption) => history.record(() => store.update(item.key, { caption }), `${item.key}:caption`)}
          onMove={(direction) => move(item.key, index + direction)}
          onDelete={() => remove(item.key)}
        />
      ))}
    </Box>
  );

  return (
    <Stack
      spacing={2}
      sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, outline: dropping ? 2 : 0, outlineStyle: 'dashed', outlineColor: 'primary.main' }}
      onDragOver={(event) => {
        if (readOnly || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
    >
      {!readOnly && (
        <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            <UploadPanel inProgress={uploads.inProgress} failed={uploads.failed} onFiles={(files) => void uploads.add(files)} onDismiss={uploads.dismiss} />
          </Box>
          <UndoRedoButtons history={history} />
          <SaveStatus queue={values.saveStatus} />
        </Stack>
      )}
      <LoadGate status={values.status} onRetry={() => void values.reload()}>
        {items.length === 0 && <Typography color="text.secondary">{t(readOnly ? 'empty' : 'emptyWritable')}</Typography>}
        {readOnly ? (
          gallery
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
            <SortableContext items={items.map((item) => item.key)} strategy={rectSortingStrategy}>
              {gallery}
            </SortableContext>
          </DndContext>
        )}
      </LoadGate>
      {open !== null && items[open] && (
        <ImageLightbox images={items.map((item) => item.value)} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
      <UndoSnackbar message={deleted} onUndo={history.undo} onClose={() => setDeleted(null)} />
    </Stack>
  );
}
