import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useRegistry } from '../registries/use-registry';
import type { RegistryDeclaration } from './registry-declaration';
import { RegistryDeleteDialog } from './registry-delete-dialog';
import { RegistryGroupRow } from './registry-group-row';
import { useWriteAttempt } from './use-write-attempt';

export interface RegistryGroupsDialogProps {
  projectId: number;
  /** The registry of the groups: stakeholder roles, product and service categories, tag categories. */
  groups: NonNullable<RegistryDeclaration['groups']>;
  /** The groups in the user's words, plural: "Tag Categories". */
  groupsLabel: string;
  /** The items they group, plural, and how many items carry a group (said before deleting it). */
  itemsLabel: string;
  membersOf: (groupId: number) => number;
  /** After a group was deleted: the server took it off its items, which load again. */
  onGroupDeleted: () => void;
  onClose: () => void;
}

/**
 * The project's roles or categories of one registry, managed where their items are listed: add, rename,
 * colour, reorder and delete. Needed where no module shows the groups themselves (product and service
 * categories, tag categories); the rows are the registry store's, so every view sees the change at once.
 */
export function RegistryGroupsDialog({ projectId, groups, groupsLabel, itemsLabel, membersOf, onGroupDeleted, onClose }: RegistryGroupsDialogProps) {
  const t = useSdkTranslate();
  const titleId = useId();
  const { rows, store } = useRegistry(projectId, groups);
  const [newName, setNewName] = useState('');
  const [deletingId, setDeletingId] = useState<number>();
  const deleting = rows.find((row) => row.id === deletingId);

  const { attempt, failure } = useWriteAttempt();
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (name === '') return;
    setNewName('');
    void attempt(() => store.create({ name }));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('registry.manageGroups', { groups: groupsLabel })}</DialogTitle>
      <DialogContent>
        {failure}
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('registry.groups.empty')}</Typography>
        ) : (
          <List aria-label={groupsLabel} dense>
            {rows.map((row, index) => (
              <RegistryGroupRow
                key={row.id}
                group={row}
                isFirst={index === 0}
                isLast={index === rows.length - 1}
                onSave={(body) => void attempt(() => store.update(row.id, body))}
                onMove={(direction) => void attempt(() => store.move(row.id, index + direction))}
                onDelete={() => setDeletingId(row.id)}
              />
            ))}
          </List>
        )}
        <Stack component="form" direction="row" spacing={1} sx={{ mt: 2 }} onSubmit={add}>
          <TextField size="small" fullWidth label={t('registry.groups.newName')} value={newName} onChange={(event) => setNewName(event.target.value)} />
          <Button type="submit" variant="outlined" disabled={newName.trim() === ''}>
            {t('registry.groups.add')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('registry.close')}</Button>
      </DialogActions>
      {deleting && (
        <RegistryDeleteDialog
          projectId={projectId}
          name={deleting.name}
          members={{ count: membersOf(deleting.id), items: itemsLabel }}
          onConfirm={() => {
            setDeletingId(undefined);
            void attempt(async () => {
              await store.remove(deleting.id);
              onGroupDeleted();
            });
          }}
          onClose={() => setDeletingId(undefined)}
        />
      )}
    </Dialog>
  );
}
