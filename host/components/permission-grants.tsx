import { useState } from 'react';
import { Autocomplete, Button, IconButton, List, ListItem, ListItemText, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { PermissionKey } from '../../core/domain/permissions';

const LEVELS: readonly PermissionKey[] = ['read', 'write', 'admin'];

/** One grant as the section shows it: whom (a person or a team) and which level. */
export interface ShownGrant {
  id: number;
  level: PermissionKey;
  name: string;
  /** A second line (a person's email). */
  detail?: string;
}

export interface PermissionGrantsProps<Candidate> {
  title: string;
  emptyText: string;
  grants: readonly ShownGrant[];
  /** Whom a level may still be given. */
  candidates: readonly Candidate[];
  candidateLabel: (candidate: Candidate) => string;
  pickLabel: string;
  addLabel: string;
  onChangeLevel: (grant: ShownGrant, level: PermissionKey) => void;
  onRemove: (grant: ShownGrant) => void;
  /** Resolves true when the grant was made, so the picker clears. */
  onAdd: (candidate: Candidate, level: PermissionKey) => Promise<boolean>;
}

/** A section of the permissions dialog: the people (or teams) given a level, each changeable and removable, and a picker to give one more. */
export function PermissionGrants<Candidate>(props: PermissionGrantsProps<Candidate>) {
  const { title, emptyText, grants, candidates, candidateLabel, pickLabel, addLabel, onChangeLevel, onRemove, onAdd } = props;
  const { t } = useTranslation('host');
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [level, setLevel] = useState<PermissionKey>('read');
  const add = async () => {
    if (candidate && (await onAdd(candidate, level))) setCandidate(null);
  };
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {grants.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      <List dense>
        {grants.map((grant) => (
          <ListItem
            key={grant.id}
            disableGutters
            secondaryAction={
              <IconButton aria-label={t('projectPage.perm.remove', { name: grant.name })} onClick={() => onRemove(grant)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText primary={grant.name} secondary={grant.detail} />
            <span style={{ marginRight: 48 }}>
              <LevelSelect value={grant.level} label={t('projectPage.perm.levelOf', { name: grant.name })} onChange={(next) => onChangeLevel(grant, next)} />
            </span>
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Autocomplete
          sx={{ flexGrow: 1 }}
          size="small"
          options={candidates}
          getOptionLabel={candidateLabel}
          value={candidate}
          onChange={(_, picked) => setCandidate(picked)}
          renderInput={(params) => <TextField {...params} label={pickLabel} />}
        />
        <LevelSelect value={level} label={t('projectPage.perm.level')} onChange={setLevel} />
        <Button variant="outlined" disabled={!candidate} onClick={() => void add()}>
          {addLabel}
        </Button>
      </Stack>
    </section>
  );
}

function LevelSelect({ value, label, onChange }: { value: PermissionKey; label: string; onChange: (level: PermissionKey) => void }) {
  const { t } = useTranslation('host');
  return (
    <Select size="small" value={value} onChange={(event) => onChange(event.target.value as PermissionKey)} inputProps={{ 'aria-label': label }} sx={{ minWidth: 120 }}>
      {LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {t(`projectPage.perm.levels.${level}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
