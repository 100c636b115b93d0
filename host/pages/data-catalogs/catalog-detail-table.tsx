import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataCatalogDetail } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { buildCatalogTree, detailPath, type DetailNode } from './catalog-tree';
import { DETAIL_TEXT_FIELDS } from './detail-fields';
import type { CatalogContent } from './use-catalog-content';

const flatten = (nodes: readonly DetailNode[]): DataCatalogDetail[] => nodes.flatMap((node) => [node.detail, ...flatten(node.children)]);

/** The "table" view: every detail on one row, in tree order, its name opening it in the catalog view. */
export function CatalogDetailTable({ content, detailHref }: { content: CatalogContent; detailHref(detailId: Id): string }) {
  const { t } = useTranslation('host');
  const rows = buildCatalogTree(content.groups, content.details).flatMap(({ group, roots }) => flatten(roots).map((detail) => ({ group, detail })));
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('dataCatalogs.view.table')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('dataCatalogs.fields.group')}</TableCell>
            <TableCell>{t('dataCatalogs.fields.path')}</TableCell>
            {DETAIL_TEXT_FIELDS.map((field) => (
              <TableCell key={field}>{t(`dataCatalogs.fields.${field}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ group, detail }) => (
            <TableRow key={detail.id}>
              <TableCell>{group.name}</TableCell>
              <TableCell component="th" scope="row">
                <MuiLink component={Link} to={detailHref(detail.id)}>
                  {detailPath(content.details, detail)}
                </MuiLink>
              </TableCell>
              {DETAIL_TEXT_FIELDS.map((field) => (
                <TableCell key={field} sx={{ overflowWrap: 'anywhere' }}>
                  {detail[field]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
