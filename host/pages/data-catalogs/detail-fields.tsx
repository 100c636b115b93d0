import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataCatalogDetail } from '../../../core/domain/data-governance-types';

export const DETAIL_TEXT_FIELDS = ['description', 'type', 'owner', 'classification'] as const;

/** A detail's fields as a description list; an empty field says so rather than vanish. */
export function DetailFields({ detail, groupName, path }: { detail: DataCatalogDetail; groupName: string; path: string }) {
  const { t } = useTranslation('host');
  const rows: Array<[string, string]> = [
    [t('dataCatalogs.fields.group'), groupName],
    [t('dataCatalogs.fields.path'), path],
    ...DETAIL_TEXT_FIELDS.map((field): [string, string] => [t(`dataCatalogs.fields.${field}`), detail[field]]),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} color={value ? 'text.primary' : 'text.secondary'}>
            {value || t('dataCatalogs.fields.empty')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
