import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import type { diagramMessages } from './diagram-messages';

type ShortcutAction = keyof typeof diagramMessages.navigation.keys;
type Gesture = keyof typeof diagramMessages.navigation.gestures;
/** A key as printed on the keyboard, or a gesture named in the user's language. */
type ShortcutInput = string | { gesture: Gesture };

/**
 * Every shortcut of the diagram (key-commands.ts, view-key-commands.ts, the wheel and the pan gestures), in the
 * order people look for them. A key that needs Ctrl takes Cmd on a Mac.
 */
export const DIAGRAM_SHORTCUTS: ReadonlyArray<{ keys: readonly ShortcutInput[]; action: ShortcutAction }> = [
  { keys: ['+', 'Ctrl + ='], action: 'zoomIn' },
  { keys: ['-', 'Ctrl + -'], action: 'zoomOut' },
  { keys: ['Ctrl + 0'], action: 'fit' },
  { keys: [{ gesture: 'wheel' }, { gesture: 'spaceDrag' }, { gesture: 'altDrag' }, { gesture: 'middleDrag' }], action: 'pan' },
  { keys: [{ gesture: 'ctrlWheel' }], action: 'wheelZoom' },
  { keys: [{ gesture: 'twoFingers' }], action: 'pinch' },
  { keys: ['Ctrl + Z'], action: 'undo' },
  { keys: ['Ctrl + Shift + Z', 'Ctrl + Y'], action: 'redo' },
  { keys: ['Ctrl + A'], action: 'selectAll' },
  { keys: ['Ctrl + C'], action: 'copy' },
  { keys: ['Ctrl + V'], action: 'paste' },
  { keys: ['Delete', 'Backspace'], action: 'delete' },
  { keys: [{ gesture: 'arrows' }], action: 'move' },
  { keys: [{ gesture: 'ctrlClick' }], action: 'addToSelection' },
  { keys: ['Escape'], action: 'cancel' },
  { keys: ['?'], action: 'shortcuts' },
];

export interface ShortcutSheetProps {
  open: boolean;
  onClose: () => void;
}

/** The shortcut sheet `?` opens: a dialog listing what each key does. */
export function ShortcutSheet({ open, onClose }: ShortcutSheetProps) {
  const t = useSdkTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="diagram-shortcuts-title" maxWidth="sm" fullWidth>
      <DialogTitle id="diagram-shortcuts-title">{t('diagram.navigation.shortcuts')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="diagram-shortcuts-title">
          <TableBody>
            {DIAGRAM_SHORTCUTS.map(({ keys, action }) => (
              <TableRow key={action}>
                <TableCell component="th" scope="row">
                  {t(`diagram.navigation.keys.${action}`)}
                </TableCell>
                <TableCell>
                  {keys.map((key, index) => {
                    const text = typeof key === 'string' ? key : t(`diagram.navigation.gestures.${key.gesture}`);
                    return (
                      <Fragment key={text}>
                        {index > 0 && ', '}
                        <kbd>{text}</kbd>
                      </Fragment>
                    );
                  })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('diagram.navigation.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
