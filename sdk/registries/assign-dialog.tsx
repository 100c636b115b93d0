import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Assignments } from '../entity-values/assignments';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { AssignControl } from './assign-control';

export interface AssignDialogProps {
  projectId: number;
  /** Names the entity value: "Assign {{name}}". */
  name: string;
  value: Assignments;
  /** Each change applies at once (and is saved like any edit); Done only closes. */
  onChange: (change: Partial<Assignments>) => void;
  onClose: () => void;
}

/** The assign control in a dialog, for views without a form of their own (a canvas note, a diagram shape). */
export function AssignDialog({ projectId, name, value, onChange, onClose }: AssignDialogProps) {
  const t = useSdkTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('assign.dialogTitle', { name })}</DialogTitle>
      <DialogContent>
        <div style={{ paddingTop: 8 }}>
          <AssignControl projectId={projectId} value={value} onChange={onChange} />
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('assign.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
