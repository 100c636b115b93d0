/** Editing one module kind of the catalogue: sent as multipart form data, with an icon when one is chosen. */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminScenarioModule } from '../../../core/domain/api-types';
import { lookupPath, type LookupItem } from '../../../core/domain/lookups';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { forgetShared } from '../../../sdk/http/shared-loads';
import { useService } from '../../../sdk/services-context';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { MODULE_KINDS_PATH } from '../../components/module-kind-catalogue';

export function ModuleKindDialog({ kind, onClose, onSaved }: { kind: AdminScenarioModule; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [title, setTitle] = useState(kind.title === kind.default_title ? '' : kind.title);
  const [description, setDescription] = useState(kind.description);
  const [category, setCategory] = useState(kind.category);
  const [available, setAvailable] = useState(kind.available);
  const [icon, setIcon] = useState<File | null>(null);
  const [removeIcon, setRemoveIcon] = useState(false);
  const [categories, setCategories] = useState<string[]>([kind.category]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void http.get<LookupItem[]>(lookupPath('scenario_module_categories')).then((items) => setCategories(items.map((item) => item.name)));
  }, [http]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    form.append('title', title);
    form.append('description', description);
    form.append('category', category);
    form.append('available', String(available));
    if (icon) form.append('icon', icon, icon.name);
    else if (removeIcon) form.append('remove_icon', 'true');
    setBusy(true);
    setFailure(null);
    try {
      await http.put(`/api/admin/scenario_modules/${kind.id}.json`, form, { skipStatusHandling: true });
      forgetShared(http, MODULE_KINDS_PATH);
      snackbar.show(t('systemSettings.modules.saved'));
      onSaved();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const problemOf = (field: string) => (failure ? fieldError(failure, field, t) : null);
  const shownIcon = removeIcon ? null : kind.icon;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={save} noValidate>
        <DialogTitle>{t('systemSettings.modules.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure !== null && <Alert severity="error">{describeHttpError(failure, t)}</Alert>}
            <TextField
              label={t('systemSettings.modules.titleLabel')}
              value={title}
              placeholder={kind.default_title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(problemOf('title'))}
              helperText={problemOf('title') ?? t('systemSettings.modules.titleHelp', { title: kind.default_title })}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label={t('systemSettings.modules.description')}
              value={description}
              multiline
              minRows={2}
              onChange={(event) => setDescription(event.target.value)}
              error={Boolean(problemOf('description'))}
              helperText={problemOf('description') ?? t('systemSettings.modules.descriptionHelp')}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <TextField
              select
              label={t('systemSettings.modules.category')}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              error={Boolean(problemOf('category'))}
              helperText={problemOf('category')}
            >
              {categories.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`categories.${name}`, { defaultValue: name })}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel control={<Switch checked={available} onChange={(event) => setAvailable(event.target.checked)} />} label={t('systemSettings.modules.offer')} />
            <Stack spacing={1}>
              <Typography variant="subtitle2">{t('systemSettings.modules.icon')}</Typography>
              {shownIcon && !icon && <Box component="img" src={shownIcon} alt="" sx={{ width: 32, height: 32 }} />}
              {icon && <Typography>{t('systemSettings.modules.iconChosen', { name: icon.name })}</Typography>}
              {problemOf('icon') && <Alert severity="error">{problemOf('icon')}</Alert>}
              <Typography variant="body2" color="text.secondary">
                {t('systemSettings.modules.iconHelp')}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button component="label" variant="outlined">
                  {t('systemSettings.modules.uploadIcon')}
                  <input
                    type="file"
                    hidden
                    accept="image/png,image/svg+xml,image/x-icon,image/gif,image/jpeg,image/webp,.ico"
                    onChange={(event) => {
                      setIcon(event.target.files?.[0] ?? null);
                      setRemoveIcon(false);
                    }}
                  />
                </Button>
                {(shownIcon || icon) && (
                  <Button
                    color="error"
                    onClick={() => {
                      setIcon(null);
                      setRemoveIcon(true);
                    }}
                  >
                    {t('systemSettings.modules.removeIcon')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
