import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataCatalog } from '../../../core/domain/data-governance-types';
import { dataCatalogPaths } from './data-catalog-paths';

/** One catalog in the list: name, where it lives (global or the company's), its size, and where to go. */
export function CatalogCard({ catalog, actions }: { catalog: DataCatalog; actions: ReactNode }) {
  const { t } = useTranslation('host');
  const titleId = `data-catalog-${catalog.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {catalog.name}
            </Typography>
            <Chip size="small" label={catalog.company_id === null ? t('dataCatalogs.scope.global') : t('dataCatalogs.scope.local')} />
          </Stack>
          {catalog.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {catalog.description}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('dataCatalogs.list.size', { groups: catalog.group_count, count: catalog.detail_count })}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to={dataCatalogPaths.catalog(catalog.id)} aria-label={t('dataCatalogs.list.openNamed', { name: catalog.name })}>
          {t('dataCatalogs.list.open')}
        </Button>
        {catalog.permissions.write && (
          <Button component={Link} to={dataCatalogPaths.management(catalog.id)} aria-label={t('dataCatalogs.list.manageNamed', { name: catalog.name })}>
            {t('dataCatalogs.list.manage')}
          </Button>
        )}
        {actions}
      </CardActions>
    </Card>
  );
}
