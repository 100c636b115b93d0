import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { UndoControls } from '../entity-values/use-undo-history';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

/** Undo and Redo for a view's undo history (useUndoHistory), each disabled while there is nothing to do. */
export function UndoRedoButtons({ history }: { history: UndoControls }) {
  const t = useSdkTranslate();
  return (
    <>
      <Tooltip title={t('undo.undoShortcut')}>
        <span>
          <IconButton aria-label={t('undo.undo')} disabled={!history.canUndo} onClick={history.undo}>
            <Undo />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('undo.redoShortcut')}>
        <span>
          <IconButton aria-label={t('undo.redo')} disabled={!history.canRedo} onClick={history.redo}>
            <Redo />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
