/** Editing one module kind of the catalogue: sent as multipart form data, with an icon when one is chosen. */
import { Alert, Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminScenarioModule } from '../../../core/domain/api-types';
import { lookupPath, type LookupItem } from '../../../core/domain/lookups';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { forgetShared } from '../../../sdk/http/shared-loads';
import { useService } from '../../../sdk/services-context';
import { FormDialog } from '../../components/form-dialog';
import { MODULE_KINDS_PATH } from '../../components/module-kind-catalogue';
import { FilePicker } from '../../../sdk/ui/file-picker';
import { defaultKindTitle } from './catalogue-kind-title';

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

  useEffect(() => {
    void http.get<LookupItem[]>(lookupPath('scenario_module_categories')).then((items) => setCategories(items.map((item) => item.name)));
  }, [http]);

  const save = async () => {
    const form = new FormData();
    form.append('title', title);
    form.append('description', description);
    form.append('category', category);
    form.append('available', String(available));
    if (icon) form.append('icon', icon, icon.name);
    else if (removeIcon) form.append('remove_icon', 'true');
    await http.put(`/api/admin/scenario_modules/${kind.id}.json`, form, { skipStatusHandling: true });
    forgetShared(http, MODULE_KINDS_PATH);
    snackbar.show(t('systemSettings.modules.saved'));
    onSaved();
  };
  const shownIcon = removeIcon ? null : kind.icon;

  return (
    <FormDialog title={t('systemSettings.modules.editTitle')} fields={['title', 'description', 'category', 'icon']} onSubmit={save} onClose={onClose}>
      {({ fieldError: problemOf }) => (
        <>
          <TextField
            label={t('systemSettings.modules.titleLabel')}
            value={title}
            placeholder={defaultKindTitle(kind, t)}
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(problemOf('title'))}
            helperText={problemOf('title') ?? t('systemSettings.modules.titleHelp', { title: defaultKindTitle(kind, t) })}
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
            {problemOf('icon') && <Alert severity="error">{problemOf('icon')}</Alert>}
            <Typography variant="body2" color="text.secondary">
              {t('systemSettings.modules.iconHelp')}
            </Typography>
            <Stack direction="row" spacing={1}>
              <FilePicker
                chosen={icon ? t('systemSettings.modules.iconChosen', { name: icon.name }) : undefined}
                accept="image/png,image/svg+xml,image/x-icon,image/gif,image/jpeg,image/webp,.ico"
                onFile={(file) => {
                  setIcon(file);
                  setRemoveIcon(false);
                }}
              >
                {t('systemSettings.modules.uploadIcon')}
              </FilePicker>
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
        </>
      )}
    </FormDialog>
  );
}
