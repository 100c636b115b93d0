import type { dia } from '@joint/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import type { DiagramEditor } from '../diagram-editor';
import { actionsFor, type DiagramExtension } from '../diagram-extension';
import { useCellRevision } from './use-cell-revision';

export interface ExtensionActionsProps {
  editor: DiagramEditor;
  extensions: readonly DiagramExtension[];
  readOnly: boolean;
}

/** The extensions' actions for the one selected, editable cell: a row of buttons under the toolbar. */
export function ExtensionActions({ editor, extensions, readOnly }: ExtensionActionsProps) {
  const [cell, setCell] = useState<dia.Cell | null>(null);
  useEffect(() => {
    if (extensions.every((extension) => !extension.actions?.length)) return;
    const subscription = editor.selection.state$.subscribe((state) => setCell(state.ids.length === 1 ? (editor.graph.getCell(state.ids[0]) ?? null) : null));
    return () => subscription.unsubscribe();
  }, [editor, extensions]);
  // An action may apply or not after the selected cell changes (e.g. its lanes).
  useCellRevision(cell);
  const actions = readOnly ? [] : actionsFor(editor, extensions, cell?.graph ? cell : null);
  if (!cell || actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={String(cell.get('title') ?? cell.get('type'))} sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {actions.map((action) => (
        <Button key={action.id} size="small" variant="outlined" onClick={() => action.run(editor, cell)}>
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
