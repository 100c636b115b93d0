import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectModule, ProjectModuleCreate, Section } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import type { PluginRegistry } from '../registry/plugin-registry';
import { modulePath } from '../routes/app-paths';
import { DialogButtons } from './dialog-buttons';
import type { ModuleKindChoice } from './module-kind-choices';
import { ModuleKindPicker } from './module-kind-picker';
import { uniqueName } from './unique-name';
import { useNameSubmit } from './use-name-submit';

const NO_SECTION = 'none';

interface AddModuleProps {
  onClose(): void;
  registry: PluginRegistry;
  /** The id as the URL has it (numeric or an access id), for the route of the new module. */
  projectRouteId: string;
  projectId: number;
  sections: readonly Section[];
  /** The project's module names, so the suggested name is a new one. */
  moduleNames: readonly string[];
}

/**
 * "Add module": pick a kind (searchable, by keyboard too), name it (the kind's title is suggested), place it
 * in a section, then open it. Full screen on a phone; only the kinds scroll, so Create and any error stay in view.
 */
export function AddModuleDialog({ open, ...props }: AddModuleProps & { open: boolean }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      {open && <AddModuleForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function AddModuleForm({ onClose, registry, projectRouteId, projectId, sections, moduleNames, titleId }: AddModuleProps & { titleId: string }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const nameInput = useRef<HTMLInputElement>(null);
  const [typeKey, setTypeKey] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [suggestedName, setSuggestedName] = useState('');
  const [sectionId, setSectionId] = useState<string>(() => String(sections[0]?.id ?? NO_SECTION));

  const { nameError, formError, busy, submit } = useNameSubmit({
    validate: () => (typeKey ? null : t('project.chooseKind')),
    onSubmit: async (chosenName) => {
      const plugin = typeKey ? registry.byTypeKey(typeKey) : undefined;
      if (!plugin) return;
      const body: ProjectModuleCreate = {
        name: chosenName,
        type_key: plugin.manifest.typeKey,
        section_id: sectionId === NO_SECTION ? null : Number(sectionId),
      };
      const created = await http.post<ProjectModule>(`/api/projects/${projectId}/project_scenario_modules.json`, body);
      await navigate(modulePath(plugin, projectRouteId, created.id));
    },
  });

  const pick = (kind: ModuleKindChoice) => {
    setTypeKey(kind.typeKey);
    // A name the user typed stays; one we suggested follows the kind.
    if (!name.trim() || name === suggestedName) {
      const suggestion = uniqueName(kind.title, moduleNames);
      setName(suggestion);
      setSuggestedName(suggestion);
    }
    nameInput.current?.focus();
    nameInput.current?.select();
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(name);
      }}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogTitle id={titleId}>{t('project.addModuleTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ModuleKindPicker registry={registry} value={typeKey} onPick={pick} invalid={formError !== null && !typeKey} />
        <TextField
          inputRef={nameInput}
          label={t('dialogs.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError !== null}
          helperText={nameError}
          fullWidth
          sx={{ flexShrink: 0 }}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        {sections.length > 0 && (
          <FormControl fullWidth sx={{ flexShrink: 0 }}>
            <InputLabel id={`${titleId}-section`}>{t('project.section')}</InputLabel>
            <Select labelId={`${titleId}-section`} label={t('project.section')} value={sectionId} onChange={(event) => setSectionId(event.target.value)}>
              {sections.map((section) => (
                <MenuItem key={section.id} value={String(section.id)}>
                  {section.name}
                </MenuItem>
              ))}
              <MenuItem value={NO_SECTION}>{t('project.noSection')}</MenuItem>
            </Select>
          </FormControl>
        )}
      </DialogContent>
      {formError && (
        <Alert severity="error" sx={{ mx: 3, flexShrink: 0 }}>
          {formError}
        </Alert>
      )}
      <DialogButtons onCancel={onClose} busy={busy} submitLabel={t('common.create')} />
    </form>
  );
}
