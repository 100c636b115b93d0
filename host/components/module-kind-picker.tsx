import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PluginRegistry } from '../registry/plugin-registry';
import { useOfferedCategories } from './module-kind-catalogue';
import { moduleKindChoices, searchModuleKinds, type ModuleKindChoice } from './module-kind-choices';
import { ModuleKindIcon } from './module-kind-icon';
import { describeHttpError } from './http-error-message';
import { ErrorState, PageLoading } from './page-states';

const STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The module kinds the catalogue offers, grouped by category, under a search field: a combobox over a
 * listbox, as insert pickers are. Focus stays in the search; the arrow keys move through the kinds shown,
 * Enter or a click picks one. Only the list scrolls, so what follows the picker stays in view.
 */
export function ModuleKindPicker({
  registry,
  value,
  onPick,
  invalid,
}: {
  registry: PluginRegistry;
  value: string | null;
  onPick(kind: ModuleKindChoice): void;
  invalid?: boolean;
}) {
  const { t } = useTranslation('host');
  const catalogue = useOfferedCategories(registry);
  const [query, setQuery] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const listId = useId();
  const optionId = (kind: ModuleKindChoice) => `${listId}-${kind.typeKey}`;

  const categories = catalogue.status === 'ready' ? catalogue.data : null;
  const choices = useMemo(() => (categories ? moduleKindChoices(categories, t) : []), [categories, t]);
  const groups = useMemo(() => searchModuleKinds(choices, query), [choices, query]);
  const shown = groups.flatMap((group) => group.kinds);
  const active = shown.find((kind) => kind.typeKey === activeKey) ?? shown.find((kind) => kind.typeKey === value) ?? shown[0];
  const activeId = active ? optionId(active) : undefined;

  useEffect(() => {
    // jsdom (the unit tests) has no scrollIntoView.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (step !== undefined && shown.length > 0) {
      event.preventDefault();
      const from = active ? shown.indexOf(active) : -1;
      setActiveKey(shown[(from + step + shown.length) % shown.length].typeKey);
    } else if (event.key === 'Enter') {
      // Enter picks here; it never submits the dialog from the search.
      event.preventDefault();
      if (active) onPick(active);
    }
  };

  if (catalogue.status === 'loading') return <PageLoading />;
  if (catalogue.status === 'error') return <ErrorState message={describeHttpError(catalogue.error, t)} onRetry={catalogue.reload} />;
  return (
    <Stack spacing={1} sx={{ minHeight: 0, flex: '1 1 auto', pt: 1 }}>
      <TextField
        label={t('project.searchKinds')}
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveKey(null);
        }}
        autoFocus
        fullWidth
        size="small"
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-controls': listId,
            'aria-expanded': true,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeId,
            onKeyDown,
          },
        }}
      />
      <Box
        role="listbox"
        id={listId}
        aria-label={t('project.moduleKind')}
        aria-invalid={invalid || undefined}
        sx={{ flex: '1 1 auto', minHeight: 96, overflowY: 'auto', border: 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1 }}
      >
        {groups.map((group) => (
          <Box key={group.label} role="group" aria-label={group.label}>
            <Typography variant="overline" color="text.secondary" component="div" aria-hidden sx={{ px: 1.5, pt: 1 }}>
              {group.label}
            </Typography>
            {group.kinds.map((kind) => (
              <KindOption key={kind.typeKey} id={optionId(kind)} kind={kind} active={kind === active} selected={kind.typeKey === value} onPick={onPick} />
            ))}
          </Box>
        ))}
      </Box>
      {shown.length === 0 && (
        <Typography role="status" color="text.secondary">
          {t('project.noKindMatches', { query: query.trim() })}
        </Typography>
      )}
    </Stack>
  );
}

function KindOption({ id, kind, active, selected, onPick }: { id: string; kind: ModuleKindChoice; active: boolean; selected: boolean; onPick(kind: ModuleKindChoice): void }) {
  return (
    <Stack
      id={id}
      role="option"
      aria-selected={selected}
      aria-labelledby={`${id}-title`}
      aria-describedby={kind.description ? `${id}-description` : undefined}
      direction="row"
      spacing={1.5}
      onClick={() => onPick(kind)}
      sx={{
        px: 1.5,
        py: 0.75,
        cursor: 'pointer',
        alignItems: 'flex-start',
        bgcolor: selected ? 'action.selected' : active ? 'action.hover' : undefined,
        outline: active ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
      }}
    >
      <Box sx={{ pt: 0.25 }}>
        <ModuleKindIcon src={kind.icon} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={`${id}-title`} sx={{ fontWeight: selected ? 600 : undefined }}>
          {kind.title}
        </Typography>
        {kind.description && (
          <Typography id={`${id}-description`} variant="body2" color="text.secondary">
            {kind.description}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
