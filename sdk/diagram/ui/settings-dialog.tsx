import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { CONNECTION_TYPES, type ConnectionType, type DiagramSettings } from '../constants';
import { untypedKeys } from '../../../core/i18n/untyped-keys';

export interface SettingsDialogProps {
  open: boolean;
  settings: DiagramSettings;
  /** The link shapes the module may use by default, by shape key with their titles. */
  linkChoices: readonly { type: string; title: string }[];
  onSave: (settings: DiagramSettings) => void;
  onClose: () => void;
}

const BOOLEAN_SETTINGS = ['show_gridlines', 'show_snaplines', 'embedding_enabled', 'reload_layout'] as const;
const CONNECTION_STRATEGIES = ['default', 'pinAbsolute', 'pinRelative', 'useDefaults'];
const ANCHORS = ['center', 'top', 'bottom', 'left', 'right', 'modelCenter', 'perpendicular', 'midSide'];
const CONNECTION_POINTS = ['bbox', 'boundary', 'rectangle', 'anchor'];

/** The §3 module settings. Opened with the current values each time (mounted only while open). */
export function SettingsDialog(props: SettingsDialogProps) {
  return props.open ? <SettingsForm {...props} /> : null;
}

function SettingsForm({ settings, linkChoices, onSave, onClose }: SettingsDialogProps) {
  const t = useSdkTranslate();
  const [draft, setDraft] = useState<DiagramSettings>(settings);
  const set = <K extends keyof DiagramSettings>(key: K, value: DiagramSettings[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const choices = (values: readonly string[], current: string) => (values.includes(current) ? values : [current, ...values]);
  // A value the product does not know (stored by an older version) shows as it is.
  const named = (group: string, value: string) => untypedKeys(t)(`diagram.settings.${group}.${value}`, { defaultValue: value });
  const linkTitle = (type: string) => linkChoices.find((choice) => choice.type === type)?.title ?? type;
  return (
    <Dialog open onClose={onClose} aria-labelledby="diagram-settings-title" fullWidth maxWidth="xs">
      <DialogTitle id="diagram-settings-title">{t('diagram.settings.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {BOOLEAN_SETTINGS.map((key) => (
            <FormControlLabel
              key={key}
              control={<Checkbox checked={draft[key]} onChange={(event) => set(key, event.target.checked)} />}
              label={t(`diagram.settings.${key}`)}
            />
          ))}
          <TextField
            select
            label={t('diagram.settings.default_connection_type')}
            value={draft.default_connection_type}
            onChange={(event) => set('default_connection_type', event.target.value as ConnectionType)}
          >
            {CONNECTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`diagram.settings.connection.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('diagram.settings.default_link_key')}
            value={draft.default_link_key}
            onChange={(event) => set('default_link_key', event.target.value)}
          >
            {choices(linkChoices.map((choice) => choice.type), draft.default_link_key).map((key) => (
              <MenuItem key={key} value={key}>
                {linkTitle(key)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('diagram.settings.connection_strategy')}
            value={draft.connection_strategy}
            onChange={(event) => set('connection_strategy', event.target.value)}
          >
            {choices(CONNECTION_STRATEGIES, draft.connection_strategy).map((value) => (
              <MenuItem key={value} value={value}>
                {named('strategy', value)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('diagram.settings.default_anchor')} value={draft.default_anchor} onChange={(event) => set('default_anchor', event.target.value)}>
            {choices(ANCHORS, draft.default_anchor).map((value) => (
              <MenuItem key={value} value={value}>
                {named('anchor', value)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('diagram.settings.default_connection_point')}
            value={draft.default_connection_point}
            onChange={(event) => set('default_connection_point', event.target.value)}
          >
            {choices(CONNECTION_POINTS, draft.default_connection_point).map((value) => (
              <MenuItem key={value} value={value}>
                {named('connectionPoint', value)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('diagram.settings.cancel')}</Button>
        <Button variant="contained" onClick={() => onSave(draft)}>
          {t('diagram.settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
