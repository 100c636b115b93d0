import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import type { DataItemKind } from './data-item-kind';

/** The scope of a catalog or map as a short word: global, or the company's. */
export function DataItemScope({ item }: { item: DataItemSummary }) {
  const { t } = useTranslation('host');
  return <Chip size="small" label={item.company_id === null ? t('dataItems.scope.global') : t('dataItems.scope.local')} />;
}

/** One catalog or map in the grid: name, where it lives, what it holds, and where to go. */
export function DataItemCard<T extends DataItemSummary>({ kind, item, links, actions }: { kind: DataItemKind<T>; item: T; links?: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation('host');
  const titleId = `${kind.messages}-${item.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Typography>
            <DataItemScope item={item} />
          </Stack>
          {item.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.description}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {kind.size(item, t)}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to={kind.itemPath(item.id)} aria-label={t('dataItems.openNamed', { name: item.name })}>
          {t('dataItems.open')}
        </Button>
        {links}
        {actions}
      </CardActions>
    </Card>
  );
}
