import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { DEFAULT_PRINT_OPTIONS, PAPER_SIZES, printPlan, type PrintOptions, type PrintPage, type PrintPlan } from '../geometry/print-layout';
import type { Size } from '../geometry/rect';
import { openPrintWindow, pageSvg, printDocument, printInWindow, type DiagramSvg } from './diagram-image';

export interface PrintPreviewDialogProps {
  /** The module's name: the print window's title. */
  title: string;
  /** Draws the diagram for printing (every visible cell, the label font embedded). */
  draw: () => Promise<DiagramSvg | null>;
  /** The browser blocked the print window. */
  onBlocked: () => void;
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

const PREVIEW_WIDTH = 220;

/**
 * Print preview (§9): paper size (A4, A3, Letter; A4 landscape by default), orientation, and the diagram
 * fitted on one page or at its screen size over several; the sheets as they will print. Print opens the
 * browser's print of exactly these sheets. Mount it while it is open: it draws the diagram when mounted.
 */
export function PrintPreviewDialog({ title, draw, onBlocked, onFailed, onClose }: PrintPreviewDialogProps) {
  const t = useSdkTranslate();
  const titleId = useId();
  const [svg, setSvg] = useState<DiagramSvg | null>(null);
  const [options, setOptions] = useState<PrintOptions>(DEFAULT_PRINT_OPTIONS);
  useEffect(() => {
    let current = true;
    draw().then(
      (drawn) => current && (drawn ? setSvg(drawn) : onClose()),
      (error: unknown) => current && (onFailed(error), onClose()),
    );
    return () => {
      current = false;
    };
  }, [draw, onClose, onFailed]);
  const plan = useMemo(() => svg && printPlan(svg.area, options), [svg, options]);
  const set = <K extends keyof PrintOptions>(key: K, value: PrintOptions[K]) => setOptions((before) => ({ ...before, [key]: value }));

  const print = () => {
    if (!svg || !plan) return;
    const win = openPrintWindow(title);
    if (!win) return onBlocked();
    printInWindow(win, printDocument(svg, title, plan));
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('diagram.printPreview.title')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ pt: 1, flexWrap: 'wrap' }} useFlexGap>
          <TextField select size="small" label={t('diagram.printPreview.paper')} value={options.paper} onChange={(event) => set('paper', event.target.value as PrintOptions['paper'])}>
            {PAPER_SIZES.map((paper) => (
              <MenuItem key={paper} value={paper}>
                {paper}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('diagram.printPreview.orientation')}
            value={options.orientation}
            onChange={(event) => set('orientation', event.target.value as PrintOptions['orientation'])}
          >
            <MenuItem value="landscape">{t('diagram.printPreview.landscape')}</MenuItem>
            <MenuItem value="portrait">{t('diagram.printPreview.portrait')}</MenuItem>
          </TextField>
          <TextField select size="small" label={t('diagram.printPreview.fit')} value={options.fit} onChange={(event) => set('fit', event.target.value as PrintOptions['fit'])}>
            <MenuItem value="page">{t('diagram.printPreview.fitPage')}</MenuItem>
            <MenuItem value="tiles">{t('diagram.printPreview.fitTiles')}</MenuItem>
          </TextField>
        </Stack>
        {svg && plan ? (
          <>
            <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
              {t('diagram.printPreview.pages', { count: plan.pages.length })}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.min(plan.columns, 3)}, ${PREVIEW_WIDTH}px)`, gap: 1, mt: 1, maxHeight: 420, overflow: 'auto' }}>
              {plan.pages.map((page, index) => (
                <SheetPreview key={index} markup={svg.markup} page={page} sheet={plan.sheet} label={t('diagram.printPreview.page', { number: index + 1, count: plan.pages.length })} />
              ))}
            </Box>
          </>
        ) : (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }} role="status">
            <CircularProgress size={18} />
            <Typography variant="body2">{t('diagram.printPreview.preparing')}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('diagram.printPreview.cancel')}</Button>
        <Button variant="contained" disabled={!plan} onClick={print}>
          {t('diagram.printPreview.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One sheet at preview size: white paper with its part of the diagram where it will print. */
function SheetPreview({ markup, page, sheet, label }: { markup: string; page: PrintPage; sheet: PrintPlan['sheet']; label: string }) {
  const url = useMemo(() => URL.createObjectURL(new Blob([pageSvg(markup, page)], { type: 'image/svg+xml' })), [markup, page]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const percent = (value: number, of: keyof Size) => `${(value / sheet[of]) * 100}%`;
  return (
    <Box
      role="img"
      aria-label={label}
      data-sheet={`${sheet.width}x${sheet.height}`}
      sx={{ position: 'relative', width: PREVIEW_WIDTH, aspectRatio: `${sheet.width} / ${sheet.height}`, bgcolor: '#fff', boxShadow: 1, border: 1, borderColor: 'divider' }}
    >
      <Box
        component="img"
        src={url}
        alt=""
        sx={{ position: 'absolute', left: percent(page.x, 'width'), top: percent(page.y, 'height'), width: percent(page.width, 'width'), height: percent(page.height, 'height') }}
      />
    </Box>
  );
}
