import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RevisionItemChange, RevisionItemState } from '../../../core/domain/module-revision-types';
import { revisionPictureSvg, type PictureCell } from '../../../sdk/diagram/revision-picture';

/** The diagram cells among the items' states (a cell document carries its jsid). */
function cellsOf(states: ReadonlyArray<RevisionItemState | null>): PictureCell[] {
  return states.flatMap((state) => (state && 'value' in state && typeof state.value.jsid === 'string' ? [state.value] : []));
}

/** True when the revision changed diagram cells, so a before/after picture says more than words. */
export function hasDiagramCells(items: readonly RevisionItemChange[]): boolean {
  return cellsOf(items.flatMap((item) => [item.before, item.after])).length > 0;
}

/** The changed cells before and after the revision, side by side. */
export function RevisionPicturePair({ items }: { items: readonly RevisionItemChange[] }) {
  const { t } = useTranslation('host');
  const theme = useTheme();
  const colours = { fill: theme.palette.background.default, stroke: theme.palette.text.primary };
  const pictures = [
    { caption: t('versionHistory.before'), svg: revisionPictureSvg(cellsOf(items.map((item) => item.before)), colours) },
    { caption: t('versionHistory.after'), svg: revisionPictureSvg(cellsOf(items.map((item) => item.after)), colours) },
  ];
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('versionHistory.pictureLabel')}>
      {pictures.map(({ caption, svg }) => (
        <Box key={caption} component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }}>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={caption}
            sx={{ width: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
          <Typography component="figcaption" variant="caption" color="text.secondary">
            {caption}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
