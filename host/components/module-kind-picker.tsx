import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PluginRegistry } from '../registry/plugin-registry';
import { useOfferedCategories } from './module-kind-catalogue';
import { describeHttpError } from './http-error-message';
import { ErrorState, PageLoading } from './page-states';
import { pluginTitle } from './plugin-title';

/** The module kinds the catalogue offers, grouped by category, as one radio group. */
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
  const catalogue = useOfferedCategories(registry);
  if (catalogue.status === 'loading') return <PageLoading />;
  if (catalogue.status === 'error') return <ErrorState message={describeHttpError(catalogue.error, t)} onRetry={catalogue.reload} />;
  const groups = catalogue.data;
  return (
    <FormControl error={error}>
      <FormLabel id="module-kind-label">{t('project.moduleKind')}</FormLabel>
      <RadioGroup aria-labelledby="module-kind-label" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {groups.map(({ category, kinds }) => (
          <Stack key={category} sx={{ mt: 1 }}>
            <Typography variant="overline" color="text.secondary" component="p">
              {t(`categories.${category}`, { defaultValue: category })}
            </Typography>
            {kinds.map(({ plugin, title, description, icon }) => {
              const descriptionId = `module-kind-${plugin.manifest.segment}-description`;
              return (
                <Stack key={plugin.manifest.typeKey} sx={{ mb: 0.5 }}>
                  <FormControlLabel
                    value={plugin.manifest.typeKey}
                    control={<Radio slotProps={{ input: { 'aria-describedby': descriptionId } }} />}
                    label={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        {icon && <Box component="img" src={icon} alt="" sx={{ width: 20, height: 20 }} />}
                        <span>{title ?? pluginTitle(plugin, t)}</span>
                      </Stack>
                    }
                  />
                  <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.75 }}>
                    {description ?? t('description', { ns: plugin.manifest.segment, defaultValue: plugin.manifest.description })}
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
