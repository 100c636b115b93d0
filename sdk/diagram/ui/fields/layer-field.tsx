import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSdkTranslate } from '../../../i18n/use-sdk-translate';
import { useObservable } from '../../../use-observable';
import type { DiagramEditor } from '../../diagram-editor';
import { useCellRevision } from '../use-cell-revision';
import type { dia } from '@joint/core';

export interface LayerFieldProps {
  editor: DiagramEditor;
  /** The selected cells; the field shows their layer when they share one. */
  cells: readonly dia.Cell[];
  disabled: boolean;
}

/** The selection's layer: choosing another moves the selection there (with containers' content), one undo step. */
export function LayerField({ editor, cells, disabled }: LayerFieldProps) {
  const t = useSdkTranslate();
  const { layers } = useObservable(editor.layers.state$, () => editor.layers.state);
  useCellRevision(cells[0] ?? null);
  const shared = new Set(cells.map((cell) => editor.layers.layerOf(cell.get('layer_id') as string | undefined)?.id));
  const value = shared.size === 1 ? ([...shared][0] ?? '') : '';
  return (
    <TextField select size="small" label={t('diagram.layers.field')} value={value} disabled={disabled || layers.length < 2} onChange={(event) => editor.moveSelectionToLayer(event.target.value)}>
      {layers.map((layer) => (
        <MenuItem key={layer.id} value={layer.id}>
          {layer.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
