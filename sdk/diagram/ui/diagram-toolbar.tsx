import AlignHorizontalLeft from '@mui/icons-material/AlignHorizontalLeft';
import Comment from '@mui/icons-material/Comment';
import Delete from '@mui/icons-material/Delete';
import FitScreen from '@mui/icons-material/FitScreen';
import Link from '@mui/icons-material/Link';
import Lock from '@mui/icons-material/Lock';
import Print from '@mui/icons-material/Print';
import Redo from '@mui/icons-material/Redo';
import Settings from '@mui/icons-material/Settings';
import Undo from '@mui/icons-material/Undo';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useObservable } from '../../use-observable';
import type { DiagramEditor } from '../diagram-editor';
import { ImportFileTool } from '../import/import-file-tool';
import { AlignMenu } from './align-menu';
import { ExportMenu, type ExportMenuProps } from './export-menu';

/** What the toolbar asks of the paper; absent until the paper is mounted. */
export interface ZoomControls {
  zoomIn(): void;
  zoomOut(): void;
  zoomToFit(): void;
}

export interface DiagramToolbarProps {
  editor: DiagramEditor;
  readOnly: boolean;
  zoom: number;
  controls: ZoomControls | null;
  connecting: boolean;
  onConnect: () => void;
  onSettings: () => void;
  /** Opens the print preview. */
  onPrint: () => void;
  /** The Export menu's images (the diagram or the selection as SVG, PNG 1x or 2x). */
  imageExport?: Pick<ExportMenuProps, 'exportImage'> & { exporting: boolean };
  /** Shown when the host offers comments for the module or the selected cell. */
  onComments?: () => void;
  /** The save status, at the right end. */
  status?: ReactNode;
  /** "Import Visio", when the plugin has a Visio mapper; busy while a file is read. */
  visioImport?: { importing: boolean; importFile: (file: File) => void };
  /** "Import <format>" (when writable) and "Export <format>" in the Export menu, when the plugin has a file format. */
  fileFormat?: { name: string; accept: string; importing: boolean; exporting: boolean; importFile: (file: File) => void; exportFile: () => void };
  /** Buttons that move around the diagram (overview map, shortcuts, drawers), after the zoom buttons. */
  navigation?: ReactNode;
}

/** Undo, redo, zoom (with the percentage), align, connect, delete, settings, print; editing tools only when writable. */
export function DiagramToolbar(props: DiagramToolbarProps) {
  const { editor, readOnly, zoom, controls, connecting } = props;
  const t = useSdkTranslate();
  const undo = useObservable(editor.undoManager.state$, () => editor.undoManager.state);
  const selection = useObservable(editor.selection.state$, () => editor.selection.state);
  const [alignAnchor, setAlignAnchor] = useState<HTMLElement | null>(null);
  const editable = !readOnly && !selection.readOnlyStyling;
  const elementsSelected = selection.ids.filter((id) => editor.graph.getCell(id)?.isElement()).length;

  return (
    <Stack
      role="toolbar"
      aria-label={t('diagram.toolbar.label')}
      data-tour="diagram-toolbar"
      direction="row"
      spacing={0.25}
      sx={{ alignItems: 'center', px: 1, py: 0.25, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      {!readOnly && (
        <>
          <Tool label={t('diagram.toolbar.undo')} disabled={!undo.canUndo} onClick={() => editor.undo()} icon={<Undo fontSize="small" />} />
          <Tool label={t('diagram.toolbar.redo')} disabled={!undo.canRedo} onClick={() => editor.redo()} icon={<Redo fontSize="small" />} />
          <Divider orientation="vertical" flexItem />
        </>
      )}
      <Tool label={t('diagram.toolbar.zoomOut')} disabled={!controls} onClick={() => controls?.zoomOut()} icon={<ZoomOut fontSize="small" />} />
      <Typography variant="caption" aria-live="polite" aria-label={t('diagram.toolbar.zoom', { percent: Math.round(zoom * 100) })} sx={{ minWidth: 40, textAlign: 'center' }}>
        {Math.round(zoom * 100)}%
      </Typography>
      <Tool label={t('diagram.toolbar.zoomIn')} disabled={!controls} onClick={() => controls?.zoomIn()} icon={<ZoomIn fontSize="small" />} />
      <Tool label={t('diagram.toolbar.zoomToFit')} disabled={!controls} onClick={() => controls?.zoomToFit()} icon={<FitScreen fontSize="small" />} />
      {props.navigation}
      {!readOnly && (
        <>
          <Divider orientation="vertical" flexItem />
          <Tool
            label={t('diagram.toolbar.align')}
            disabled={!editable || elementsSelected < 2}
            onClick={(event) => setAlignAnchor(event.currentTarget)}
            icon={<AlignHorizontalLeft fontSize="small" />}
            haspopup
          />
          <AlignMenu editor={editor} anchor={alignAnchor} onClose={() => setAlignAnchor(null)} elementCount={elementsSelected} />
          <Tool
            label={t('diagram.toolbar.connect')}
            disabled={!editable || elementsSelected < 1 || elementsSelected > 2}
            pressed={connecting}
            onClick={props.onConnect}
            icon={<Link fontSize="small" />}
          />
          <Tool label={t('diagram.toolbar.delete')} disabled={!editable || selection.ids.length === 0} onClick={() => editor.deleteSelection()} icon={<Delete fontSize="small" />} />
          <Divider orientation="vertical" flexItem />
          <Tool label={t('diagram.toolbar.settings')} onClick={props.onSettings} icon={<Settings fontSize="small" />} />
          {props.visioImport && <ImportFileTool label={t('diagram.toolbar.importVisio')} accept=".vsdx" busy={props.visioImport.importing} onFile={props.visioImport.importFile} />}
          {props.fileFormat && (
            <ImportFileTool
              label={t('diagram.toolbar.importFile', { format: props.fileFormat.name })}
              accept={props.fileFormat.accept}
              busy={props.fileFormat.importing}
              onFile={props.fileFormat.importFile}
            />
          )}
        </>
      )}
      {(props.imageExport || props.fileFormat) && (
        <ExportMenu
          busy={Boolean(props.imageExport?.exporting || props.fileFormat?.exporting)}
          hasSelection={selection.ids.length > 0}
          exportImage={props.imageExport?.exportImage}
          fileFormat={props.fileFormat}
        />
      )}
      <Tool label={t('diagram.toolbar.print')} onClick={props.onPrint} haspopup="dialog" icon={<Print fontSize="small" />} />
      {props.onComments && <Tool label={t('diagram.toolbar.comments')} onClick={props.onComments} icon={<Comment fontSize="small" />} />}
      <Box sx={{ flex: 1 }} />
      {readOnly && <Chip size="small" icon={<Lock fontSize="small" />} label={t('diagram.toolbar.readOnly')} />}
      {props.status}
    </Stack>
  );
}

interface ToolProps {
  label: string;
  icon: ReactElement;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  pressed?: boolean;
  haspopup?: boolean | 'dialog';
  /** Working on the last click: disabled and announced as busy. */
  busy?: boolean;
}

/** One icon button of the toolbar, named by its tooltip. */
export function Tool({ label, icon, onClick, disabled, pressed, haspopup, busy }: ToolProps) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={pressed}
      aria-haspopup={haspopup === 'dialog' ? 'dialog' : haspopup ? 'menu' : undefined}
      aria-busy={busy || undefined}
      color={pressed ? 'primary' : 'default'}
      disabled={disabled || busy}
      onClick={onClick}
    >
      {icon}
    </IconButton>
  );
  // A disabled button fires no events, so the tooltip needs a wrapper.
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}
