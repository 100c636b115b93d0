import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import { VisuallyHidden } from '../../../sdk/ui/visually-hidden';
import { DataItemScope } from './data-item-card';
import type { DataItemKind } from './data-item-kind';

/** Catalogs or maps as rows (the list view): name, scope, what it holds, when it changed, its actions. */
export function DataItemTable<T extends DataItemSummary>({ kind, items, label, actions }: { kind: DataItemKind<T>; items: readonly T[]; label: string; actions(item: T): ReactNode }) {
  const { t, i18n } = useTranslation('host');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Box component="section" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('dataItems.columns.name')}</TableCell>
            <TableCell>{t('dataItems.columns.scope')}</TableCell>
            <TableCell>{t('dataItems.columns.size')}</TableCell>
            <TableCell>{t('dataItems.columns.updated')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('dataItems.columns.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <MuiLink component={Link} to={kind.itemPath(item.id)}>
                  {item.name}
                </MuiLink>
              </TableCell>
              <TableCell>
                <DataItemScope item={item} />
              </TableCell>
              <TableCell>{kind.size(item, t)}</TableCell>
              <TableCell>{date.format(new Date(item.updated_at))}</TableCell>
              <TableCell>{actions(item)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
