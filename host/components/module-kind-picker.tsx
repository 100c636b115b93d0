import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PluginRegistry } from '../registry/plugin-registry';
import { pluginTitle } from './plugin-title';

/** The module kinds of the registry, grouped by manifest category, as one radio group. */
export function ModuleKindPicker({
  registry,
  value,
  onChange,
  error,
}: {
  registry: PluginRegistry;
  value: string | null;
  onChange(typeKey: string): void;
  error?: boolean;
}) {
  const { t } = useTranslation('host');
  return (
    <FormControl error={error}>
      <FormLabel id="module-kind-label">{t('project.moduleKind')}</FormLabel>
      <RadioGroup aria-labelledby="module-kind-label" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {registry.byCategory().map(({ category, plugins }) => (
          <Stack key={category} sx={{ mt: 1 }}>
            <Typography variant="overline" color="text.secondary" component="p">
              {t(`categories.${category}`, { defaultValue: category })}
            </Typography>
            {plugins.map((plugin) => {
              const descriptionId = `module-kind-${plugin.manifest.segment}-description`;
              return (
                <Stack key={plugin.manifest.typeKey} sx={{ mb: 0.5 }}>
                  <FormControlLabel
                    value={plugin.manifest.typeKey}
                    control={<Radio slotProps={{ input: { 'aria-describedby': descriptionId } }} />}
                    label={pluginTitle(plugin, t)}
                  />
                  <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.75 }}>
                    {t('description', { ns: plugin.manifest.segment, defaultValue: plugin.manifest.description })}
                  </Typography>
                </Stack>
              );
            })}
          </Stack>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
