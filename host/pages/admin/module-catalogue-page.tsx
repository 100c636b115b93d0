/**
 * /admin/modules: the module catalogue. Each kind's title, description, icon and category as "Add module"
 * shows them, and whether it is offered at all; hidden kinds' existing modules keep working.
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Chip, IconButton, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminScenarioModule } from '../../../core/domain/api-types';
import { ServerTable } from '../../components/admin/server-table';
import { ModuleKindIcon } from '../../components/module-kind-icon';
import { useHeaderTitle } from '../../shell/header-bar';
import { catalogueKindTitle } from './catalogue-kind-title';
import { ModuleKindDialog } from './module-kind-dialog';

const MODULE_CATALOGUE_PATH = '/api/admin/scenario_modules.json';

export function ModuleCataloguePage() {
  const { t } = useTranslation('host');
  const [editing, setEditing] = useState<AdminScenarioModule | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  useHeaderTitle(t('systemSettings.modules.title'));

  const columns: GridColDef<AdminScenarioModule>[] = [
    {
      field: 'title',
      headerName: t('systemSettings.modules.kind'),
      flex: 2,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <ModuleKindIcon src={row.icon} />
          <span>{catalogueKindTitle(row, t)}</span>
        </Stack>
      ),
    },
    {
      field: 'category',
      headerName: t('systemSettings.modules.category'),
      flex: 1,
      valueFormatter: (category: string) => t(`categories.${category}`, { defaultValue: category }),
    },
    {
      field: 'available',
      headerName: t('systemSettings.modules.available'),
      flex: 1,
      renderCell: ({ row }) => (
        <Chip size="small" color={row.available ? 'success' : 'default'} label={t(row.available ? 'systemSettings.modules.offered' : 'systemSettings.modules.hidden')} />
      ),
    },
    {
      field: 'actions',
      headerName: '',
      sortable: false,
      width: 64,
      renderCell: ({ row }) => (
        <IconButton size="small" aria-label={t('systemSettings.modules.edit', { name: catalogueKindTitle(row, t) })} onClick={() => setEditing(row)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('systemSettings.modules.intro')}</Typography>
      <ServerTable
        url={MODULE_CATALOGUE_PATH}
        columns={columns}
        label={t('systemSettings.modules.title')}
        searchLabel={t('systemSettings.modules.search')}
        initialSort={[{ field: 'title', sort: 'asc' }]}
        reloadKey={reloadKey}
        emptyText={t('common.noData')}
      />
      {editing && (
        <ModuleKindDialog
          kind={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setReloadKey((key) => key + 1);
          }}
        />
      )}
    </Stack>
  );
}
