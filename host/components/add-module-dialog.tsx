import { useId, useRef, useState } from 'react';
import { FormControl, InputLabel, MenuItem, Select, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectModule, ProjectModuleCreate, Section } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import type { PluginRegistry } from '../registry/plugin-registry';
import { modulePath } from '../routes/app-paths';
import { FormDialog } from './form-dialog';
import type { ModuleKindChoice } from './module-kind-choices';
import { ModuleKindPicker } from './module-kind-picker';
import { uniqueName } from './unique-name';

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
  return open ? <AddModuleForm {...props} /> : null;
}

function AddModuleForm({ onClose, registry, projectRouteId, projectId, sections, moduleNames }: AddModuleProps) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const sectionLabelId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const nameInput = useRef<HTMLInputElement>(null);
  const [typeKey, setTypeKey] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [suggestedName, setSuggestedName] = useState('');
  const [sectionId, setSectionId] = useState<string>(() => String(sections[0]?.id ?? NO_SECTION));

  const create = async () => {
    const plugin = typeKey ? registry.byTypeKey(typeKey) : undefined;
    if (!plugin) return;
    const body: ProjectModuleCreate = {
      name: name.trim(),
      type_key: plugin.manifest.typeKey,
      section_id: sectionId === NO_SECTION ? null : Number(sectionId),
    };
    const created = await http.post<ProjectModule>(`/api/projects/${projectId}/project_scenario_modules.json`, body);
    await navigate(modulePath(plugin, projectRouteId, created.id));
  };

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
    <FormDialog
      title={t('project.addModuleTitle')}
      submitLabel={t('common.create')}
      fullScreen={fullScreen}
      fields={['name']}
      validate={() => {
        const kindMissing = typeKey ? null : t('project.chooseKind');
        return { form: kindMissing, fields: { kind: kindMissing, name: name.trim() ? null : t('dialogs.nameRequired') } };
      }}
      onSubmit={create}
      onClose={onClose}
    >
      {(form) => (
        <>
          <ModuleKindPicker registry={registry} value={typeKey} onPick={pick} invalid={form.fieldError('kind') !== null} />
          <TextField
            inputRef={nameInput}
            label={t('dialogs.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={form.fieldError('name') !== null}
            helperText={form.fieldError('name')}
            fullWidth
            sx={{ flexShrink: 0 }}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          {sections.length > 0 && (
            <FormControl fullWidth sx={{ flexShrink: 0 }}>
              <InputLabel id={sectionLabelId}>{t('project.section')}</InputLabel>
              <Select labelId={sectionLabelId} label={t('project.section')} value={sectionId} onChange={(event) => setSectionId(event.target.value)}>
                {sections.map((section) => (
                  <MenuItem key={section.id} value={String(section.id)}>
                    {section.name}
                  </MenuItem>
                ))}
                <MenuItem value={NO_SECTION}>{t('project.noSection')}</MenuItem>
              </Select>
            </FormControl>
          )}
        </>
      )}
    </FormDialog>
  );
}
