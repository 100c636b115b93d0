import type { dia } from '@joint/core';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPaste from '@mui/icons-material/ContentPaste';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import FilterNone from '@mui/icons-material/FilterNone';
import FlipToBack from '@mui/icons-material/FlipToBack';
import FlipToFront from '@mui/icons-material/FlipToFront';
import Layers from '@mui/icons-material/Layers';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useState, type ReactElement } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useObservable } from '../../use-observable';
import type { DiagramEditor } from '../diagram-editor';
import type { DiagramPaper } from '../paper/diagram-paper';

export interface CellContextMenuProps {
  editor: DiagramEditor;
  paper: DiagramPaper | null;
  readOnly: boolean;
}

interface Opened {
  cellId: dia.Cell.ID;
  at: { left: number; top: number };
}

/**
 * The right-click menu of a shape or link (also the ContextMenu key or Shift+F10 on the canvas, for the
 * selected cell): cut, copy, paste, duplicate, delete, edit label, bring to front, send to back, lock or
 * unlock, move to layer. A right-clicked cell that is not selected becomes the selection. Each command is
 * one undo step of the editor.
 */
export function CellContextMenu({ editor, paper, readOnly }: CellContextMenuProps) {
  const t = useSdkTranslate();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [layersAnchor, setLayersAnchor] = useState<HTMLElement | null>(null);
  const layers = useObservable(editor.layers.state$, () => editor.layers.state);

  useEffect(() => {
    if (!paper) return;
    const open = (cellId: dia.Cell.ID, at: { left: number; top: number }) => {
      if (!editor.selection.isSelected(cellId)) editor.selection.click(cellId);
      setOpened({ cellId, at });
    };
    const onContextMenu = (view: dia.CellView, evt: dia.Event) => open(view.model.id, { left: evt.clientX ?? 0, top: evt.clientY ?? 0 });
    const host = paper.paper.el.parentElement;
    const onKey = (event: KeyboardEvent) => {
      const [only] = editor.selection.ids;
      if (event.target !== host || only === undefined || !(event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10'))) return;
      event.preventDefault();
      const box = paper.paper.findViewByModel(only)?.el.getBoundingClientRect();
      if (box) open(only, { left: box.left + box.width / 2, top: box.top + box.height / 2 });
    };
    paper.paper.on('cell:contextmenu', onContextMenu);
    host?.addEventListener('keydown', onKey);
    return () => {
      paper.paper.off('cell:contextmenu', onContextMenu);
      host?.removeEventListener('keydown', onKey);
    };
  }, [paper, editor]);

  const cell = opened ? editor.graph.getCell(opened.cellId) : undefined;
  const close = () => {
    setLayersAnchor(null);
    setOpened(null);
  };
  const run = (command: () => void) => () => {
    close();
    command();
  };
  const locked = cell?.get('locked') === true;
  const editable = !readOnly && cell !== undefined && editor.canEditCell(cell);
  const item = (label: string, icon: ReactElement, onClick: () => void, enabled = editable) => (
    <MenuItem key={label} disabled={!enabled} onClick={run(onClick)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <Menu
        open={opened !== null && cell !== undefined}
        onClose={close}
        anchorReference="anchorPosition"
        anchorPosition={opened?.at}
        slotProps={{ list: { 'aria-label': t('diagram.cellMenu.label') } }}
      >
        {item(t('diagram.cellMenu.editLabel'), <Edit fontSize="small" />, () => opened && paper?.labelEditor.edit(opened.cellId))}
        <Divider />
        {item(t('diagram.cellMenu.cut'), <ContentCut fontSize="small" />, () => editor.cutSelection())}
        {item(t('diagram.cellMenu.copy'), <ContentCopy fontSize="small" />, () => editor.copySelection(), !locked)}
        {item(t('diagram.cellMenu.paste'), <ContentPaste fontSize="small" />, () => editor.paste(), !readOnly && editor.hasClipboard)}
        {item(t('diagram.cellMenu.duplicate'), <FilterNone fontSize="small" />, () => editor.duplicateSelection())}
        {item(t('diagram.cellMenu.delete'), <DeleteOutline fontSize="small" />, () => editor.deleteSelection())}
        <Divider />
        {item(t('diagram.cellMenu.bringToFront'), <FlipToFront fontSize="small" />, () => editor.reorderSelection('front'))}
        {item(t('diagram.cellMenu.sendToBack'), <FlipToBack fontSize="small" />, () => editor.reorderSelection('back'))}
        {locked
          ? item(t('diagram.cellMenu.unlock'), <LockOpen fontSize="small" />, () => opened && editor.setLocked([opened.cellId], false), !readOnly)
          : item(t('diagram.cellMenu.lock'), <Lock fontSize="small" />, () => editor.setLocked(editor.selection.ids, true))}
        <MenuItem disabled={!editable || layers.layers.length < 2} aria-haspopup="menu" onClick={(event) => setLayersAnchor(event.currentTarget)}>
          <ListItemIcon>
            <Layers fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('diagram.cellMenu.moveToLayer')}</ListItemText>
        </MenuItem>
      </Menu>
      <Menu
        open={layersAnchor !== null}
        anchorEl={layersAnchor}
        onClose={() => setLayersAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('diagram.cellMenu.moveToLayer') } }}
      >
        {layers.layers.map((layer) => (
          <MenuItem key={layer.id} selected={cell?.get('layer_id') === layer.id} onClick={run(() => editor.moveSelectionToLayer(layer.id))}>
            {layer.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
