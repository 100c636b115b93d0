import type { dia } from '@joint/core';
import Stack from '@mui/material/Stack';
import { useSdkTranslate } from '../../../i18n/use-sdk-translate';
import type { DiagramEditor } from '../../diagram-editor';
import { CommitTextField } from '../../../ui/commit-text-field';

/** Width and height of an element: the keyboard's way to resize it (never under its shape's minimum). */
export function SizeFields({ editor, element, disabled }: { editor: DiagramEditor; element: dia.Element; disabled: boolean }) {
  const t = useSdkTranslate();
  const size = element.size();
  const min = editor.minSizeOf(element);
  const resize = (dimension: 'width' | 'height', text: string) => {
    const value = Number(text);
    if (text !== '' && Number.isFinite(value)) editor.setElementBox(element.id, { ...element.getBBox().toJSON(), [dimension]: Math.round(value) });
  };
  return (
    <Stack direction="row" spacing={1}>
      {(['width', 'height'] as const).map((dimension) => (
        <CommitTextField
          key={dimension}
          label={t(`diagram.properties.${dimension}`)}
          type="number"
          value={String(Math.round(size[dimension]))}
          disabled={disabled}
          inputProps={{ min: min[dimension], step: 10 }}
          onCommit={(text) => resize(dimension, text)}
        />
      ))}
    </Stack>
  );
}
