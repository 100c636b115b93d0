import { useState } from 'react';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectModule, ProjectModuleCreate, Section } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import type { PluginRegistry } from '../registry/plugin-registry';
import { modulePath } from '../routes/app-paths';
import { ModuleKindPicker } from './module-kind-picker';
import { NameDialog } from './name-dialog';

const NO_SECTION = 'none';

/** "Add module": pick a kind, name it, place it in a section, then open it. */
export function AddModuleDialog(props: {
  open: boolean;
  onClose(): void;
  registry: PluginRegistry;
  /** The id as the URL has it (numeric or an access id), for the route of the new module. */
  projectRouteId: string;
  projectId: number;
  sections: readonly Section[];
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const [typeKey, setTypeKey] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string>(() => String(props.sections[0]?.id ?? NO_SECTION));

  const close = () => {
    setTypeKey(null);
    props.onClose();
  };

  const create = async (name: string) => {
    const plugin = typeKey ? props.registry.byTypeKey(typeKey) : undefined;
    if (!plugin) return;
    const body: ProjectModuleCreate = {
      name,
      type_key: plugin.manifest.typeKey,
      section_id: sectionId === NO_SECTION ? null : Number(sectionId),
    };
    const created = await http.post<ProjectModule>(`/api/projects/${props.projectId}/project_scenario_modules.json`, body);
    await navigate(modulePath(plugin, props.projectRouteId, created.id));
  };

  return (
    <NameDialog
      open={props.open}
      title={t('project.addModuleTitle')}
      submitLabel={t('common.create')}
      validate={() => (typeKey ? null : t('project.chooseKind'))}
      onSubmit={create}
      onClose={close}
    >
      <ModuleKindPicker registry={props.registry} value={typeKey} onChange={setTypeKey} />
      {props.sections.length > 0 && (
        <FormControl fullWidth>
          <InputLabel id="add-module-section-label">{t('project.section')}</InputLabel>
          <Select
            labelId="add-module-section-label"
            label={t('project.section')}
            value={sectionId}
            onChange={(event) => setSectionId(event.target.value)}
          >
            {props.sections.map((section) => (
              <MenuItem key={section.id} value={String(section.id)}>
                {section.name}
              </MenuItem>
            ))}
            <MenuItem value={NO_SECTION}>{t('project.noSection')}</MenuItem>
          </Select>
        </FormControl>
      )}
    </NameDialog>
  );
}
