import { Box, Chip, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../../../core/domain/id';
import type { DetailEntry } from '../../../../core/domain/catalog-detail-entries';

export const DETAIL_ROW_HEIGHT = 72;

export const detailCellId = (listId: string, detailId: Id) => `${listId}-detail-${detailId}`;

interface DetailMappingRowProps {
  listId: string;
  entry: DetailEntry;
  index: number;
  categoryIds: readonly Id[] | undefined;
  categoryNames: ReadonlyMap<Id, string>;
  /** Undefined when the user may not change the mappings (nothing to pick). */
  selected: boolean | undefined;
  active: boolean;
  onClick(index: number, event: MouseEvent): void;
  onUnmap: ((detailId: Id, categoryId: Id) => void) | undefined;
}

/**
 * One detail of the element mapping list, at its place in the list's full height: its name, its path in its
 * catalog, and the map's categories it is in as chips (their cross takes it out of that one).
 */
export function DetailMappingRow(props: DetailMappingRowProps) {
  const { listId, entry, index, categoryIds, categoryNames, selected, active, onClick, onUnmap } = props;
  const { t } = useTranslation('host');
  const { detail } = entry;
  return (
    <Box
      role="row"
      aria-rowindex={index + 1}
      aria-selected={selected}
      onClick={(event) => onClick(index, event)}
      sx={{
        position: 'absolute',
        top: index * DETAIL_ROW_HEIGHT,
        height: DETAIL_ROW_HEIGHT,
        left: 0,
        right: 0,
        px: 1.5,
        py: 0.75,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        cursor: selected === undefined ? 'default' : 'pointer',
        userSelect: 'none',
        bgcolor: selected ? 'action.selected' : undefined,
        outline: active ? 2 : 0,
        outlineStyle: 'solid',
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      <Box role="gridcell" id={detailCellId(listId, detail.id)} sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {detail.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {`${entry.catalogName} · ${entry.path}`}
        </Typography>
      </Box>
      <Box
        role="gridcell"
        onClick={(event) => (event.target as Element).closest('.MuiChip-root') && event.stopPropagation()}
        sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', overflowY: 'hidden', minHeight: 24, scrollbarWidth: 'thin' }}
      >
        {categoryIds?.length ? (
          categoryIds.map((categoryId) => {
            const category = categoryNames.get(categoryId) ?? '';
            return (
              <Chip
                key={categoryId}
                size="small"
                label={category}
                tabIndex={-1}
                aria-label={onUnmap ? t('dataMapMapping.detail.unmapChip', { name: detail.name, category }) : undefined}
                onDelete={onUnmap && (() => onUnmap(detail.id, categoryId))}
              />
            );
          })
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('dataMapMapping.detail.unmapped')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
