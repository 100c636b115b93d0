/**
 * One team: its members (add from the company's people, remove), rename, a link to its projects, the
 * project permissions it grants, and delete after a confirmation naming those projects.
 */
import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Link, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { CompanyTeamDetails } from '../../../core/domain/company-admin-types';
import type { DirectoryUser } from '../../../core/domain/sharing-types';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { NameDialog } from '../../components/name-dialog';
import { PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';

export function CompanyTeamDialog({ teamId, onClose, onChanged }: { teamId: number; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const titleId = useId();
  const loaded = useAsync((signal) => http.get<CompanyTeamDetails>(COMPANY_ADMIN_PATHS.team(teamId), { signal }), [http, teamId]);
  const people = useAsync((signal) => http.get<DirectoryUser[]>('/api/users.json', { signal }), [http]);
  const [team, setTeam] = useState<CompanyTeamDetails | null>(null);
  const [pick, setPick] = useState<DirectoryUser | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = team ?? (loaded.status === 'ready' ? loaded.data : null);

  const change = async (call: () => Promise<CompanyTeamDetails>) => {
    setError(null);
    try {
      setTeam(await call());
      onChanged();
    } catch (failure) {
      setError(describeHttpError(failure, t));
    }
  };
  const candidates = people.status === 'ready' && shown ? people.data.filter((person) => !shown.members.some((m) => m.id === person.id)) : [];
  const projects = shown?.project_grants.map((grant) => `${grant.project_name} (${grant.permission_key})`).join(', ') ?? '';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{shown?.name ?? t('companyAdmin.teams.title')}</DialogTitle>
      <DialogContent>
        {loaded.status === 'error' && <Alert severity="error">{describeHttpError(loaded.error, t)}</Alert>}
        {!shown && loaded.status !== 'error' && <PageLoading />}
        {shown && (
          <Stack spacing={2}>
            <Link component={RouterLink} to={`/teams/${shown.id}`}>{t('companyAdmin.teams.openProjects')}</Link>
            <Typography variant="subtitle1" component="h3">{t('companyAdmin.teams.members')}</Typography>
            {shown.members.length === 0 && <Typography color="text.secondary">{t('companyAdmin.teams.noMembers')}</Typography>}
            <List dense aria-label={t('companyAdmin.teams.members')}>
              {shown.members.map((member) => {
                const name = member.name || member.email;
                return (
                  <ListItem
                    key={member.id}
                    disableGutters
                    secondaryAction={
                      <IconButton edge="end" aria-label={t('companyAdmin.teams.removeMember', { name })} onClick={() => void change(() => http.delete(COMPANY_ADMIN_PATHS.teamMember(shown.id, member.id)))}>
                        <CloseIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={name} secondary={member.email} />
                  </ListItem>
                );
              })}
            </List>
            <Stack direction="row" spacing={1}>
              <Autocomplete
                sx={{ flexGrow: 1 }}
                options={candidates}
                value={pick}
                onChange={(_, value) => setPick(value)}
                getOptionLabel={(person) => `${person.name} (${person.email})`}
                renderInput={(params) => <TextField {...params} size="small" label={t('companyAdmin.teams.pickMember')} />}
              />
              <Button
                variant="outlined"
                disabled={!pick}
                onClick={() => {
                  if (!pick) return;
                  void change(() => http.post(COMPANY_ADMIN_PATHS.teamMembers(shown.id), { user_id: pick.id }));
                  setPick(null);
                }}
              >
                {t('companyAdmin.teams.addMember')}
              </Button>
            </Stack>
            <Typography variant="subtitle1" component="h3">{t('companyAdmin.teams.grants')}</Typography>
            <Typography color={shown.project_grants.length ? undefined : 'text.secondary'}>{projects || t('companyAdmin.teams.noGrants')}</Typography>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {shown && <Button color="error" onClick={() => setDeleting(true)}>{t('companyAdmin.teams.delete')}</Button>}
        {shown && <Button onClick={() => setRenaming(true)}>{t('companyAdmin.teams.rename')}</Button>}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {shown && (
        <>
          <NameDialog
            open={renaming}
            title={t('companyAdmin.teams.renameTitle')}
            submitLabel={t('common.save')}
            initialName={shown.name}
            onClose={() => setRenaming(false)}
            onSubmit={async (name) => {
              setTeam(await http.put<CompanyTeamDetails>(COMPANY_ADMIN_PATHS.team(shown.id), { name }));
              setRenaming(false);
              onChanged();
            }}
          />
          <ConfirmDialog
            open={deleting}
            title={t('companyAdmin.teams.deleteTitle', { name: shown.name })}
            body={shown.project_grants.length
              ? t('companyAdmin.teams.deleteBody', { count: shown.member_count, projects })
              : t('companyAdmin.teams.deleteBodyNoGrants', { count: shown.member_count })}
            confirmLabel={t('companyAdmin.teams.delete')}
            onClose={() => setDeleting(false)}
            onConfirm={async () => {
              await http.delete(COMPANY_ADMIN_PATHS.team(shown.id));
              snackbar.show(t('companyAdmin.teams.deleted', { name: shown.name }));
              onChanged();
              onClose();
            }}
          />
        </>
      )}
    </Dialog>
  );
}
