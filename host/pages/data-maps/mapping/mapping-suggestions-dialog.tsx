import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMapSuggestions } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { uploadWithProgress } from '../../../../core/http/upload-with-progress';
import { Session } from '../../../../core/services/session';
import { useService } from '../../../../sdk/services-context';
import { ImportProblemsTable } from '../../../../sdk/ui/import-problems-table';
import { UploadProgress } from '../../../../sdk/ui/upload-progress';
import { describeHttpError, fieldError } from '../../../components/http-error-message';
import { SpreadsheetFilePicker } from '../../data-items/spreadsheet-file-picker';
import { dataMapApi } from '../data-map-paths';
import { acceptGroups, countByStatus, reviewOf, withCategory, withStatus, type ReviewedSuggestion } from './suggestion-review';
import { SuggestionRow } from './suggestion-row';
import { useVectorizeProgress } from './use-vectorize-progress';
import { VectorizeStatus } from './vectorize-status';

const PAGE_SIZE = 100;

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'reading'; file: File; progress: number }
  | { kind: 'review'; file: File; answer: DataMapSuggestions };

interface MappingSuggestionsDialogProps {
  open: boolean;
  mapId: Id;
  /** The map's categories of each detail, as the page holds them. */
  mapped: ReadonlyMap<Id, readonly Id[]>;
  /** A mapping call of the page is under way. */
  busy: boolean;
  /** Why the last mapping call failed, if it did. */
  failure: string | null;
  /** Maps the details to the category through the page's edits; resolves whether it was saved. */
  onMap(detailIds: readonly Id[], category: { id: Id; name: string }): Promise<boolean>;
  onClose(): void;
}

/**
 * AI-assisted mapping: a file of data elements comes back with the categories of this map that fit each best
 * (by meaning with the company's embeddings model, else by words), which the user accepts one by one or in bulk,
 * possibly after picking another of the suggested categories, or rejects. Accepted ones are mapped at once.
 */
export function MappingSuggestionsDialog({ open, mapId, mapped, busy, failure, onMap, onClose }: MappingSuggestionsDialogProps) {
  const { t } = useTranslation('host');
  const session = useService(Session);
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const vectors = useVectorizeProgress(mapId, open);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [review, setReview] = useState<ReviewedSuggestion[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState(PAGE_SIZE);

  const read = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setStep({ kind: 'reading', file, progress: 0 });
    try {
      const answer = await uploadWithProgress<DataMapSuggestions>(session, dataMapApi.suggestionUpload(mapId), form, (progress) => setStep({ kind: 'reading', file, progress }));
      setReview(reviewOf(answer.suggestions));
      setSelected(new Set());
      setShown(PAGE_SIZE);
      setStep({ kind: 'review', file, answer });
    } catch (error) {
      setStep({ kind: 'choose', error: fieldError(error, 'file', t) ?? describeHttpError(error, t) });
    }
  };

  const accept = async (lines: ReadonlySet<number>) => {
    for (const group of acceptGroups(review, lines)) {
      if (!(await onMap(group.detailIds, group.category))) return;
      const done = new Set(group.lines);
      setReview((current) => withStatus(current, done, 'accepted'));
      setSelected((current) => new Set([...current].filter((line) => !done.has(line))));
    }
  };
  const reject = (lines: ReadonlySet<number>) => {
    setReview((current) => withStatus(current, lines, 'rejected'));
    setSelected((current) => new Set([...current].filter((line) => !lines.has(line))));
  };

  const selectable = useMemo(() => review.filter((row) => row.status === 'open' && row.categoryId !== null).map((row) => row.suggestion.line), [review]);
  const counts = countByStatus(review);
  const allSelected = selectable.length > 0 && selectable.every((line) => selected.has(line));
  const close = () => {
    setStep({ kind: 'choose' });
    setReview([]);
    onClose();
  };

  return (
    <Dialog open={open} onClose={step.kind === 'reading' ? undefined : close} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>{t('dataMapMapping.suggest.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('dataMapMapping.suggest.intro')}</DialogContentText>
          <VectorizeStatus vectors={vectors} writable />
          <SpreadsheetFilePicker disabled={step.kind === 'reading'} onFile={(file) => void read(file)} chosenName={step.kind === 'choose' ? undefined : step.file.name} />
          {step.kind === 'reading' && <UploadProgress label={t('dataMapMapping.suggest.reading')} progress={step.progress} />}
          {step.kind === 'choose' && step.error && (
            <Alert severity="error" role="alert">
              {step.error}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {step.kind === 'review' && (
            <>
              <div role="status" aria-live="polite">
                <Typography>
                  {t('dataMapMapping.suggest.found', { count: review.length, way: t(`dataMapMapping.suggest.way.${step.answer.way}`) })}{' '}
                  {t('dataMapMapping.suggest.status', counts)}
                </Typography>
              </div>
              {review.length > 0 && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <FormControlLabel
                    label={t('dataMapMapping.suggest.selectAll')}
                    control={
                      <Checkbox
                        checked={allSelected}
                        indeterminate={!allSelected && selectable.some((line) => selected.has(line))}
                        disabled={selectable.length === 0}
                        onChange={(event) => setSelected(event.target.checked ? new Set(selectable) : new Set())}
                      />
                    }
                  />
                  <Button variant="contained" size="small" disabled={busy || selected.size === 0} onClick={() => void accept(selected)}>
                    {t('dataMapMapping.suggest.acceptSelected', { count: selected.size })}
                  </Button>
                  <Button size="small" disabled={busy || selected.size === 0} onClick={() => reject(selected)}>
                    {t('dataMapMapping.suggest.rejectSelected')}
                  </Button>
                </Stack>
              )}
              <Stack component="ul" aria-label={t('dataMapMapping.suggest.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {review.slice(0, shown).map((row) => {
                  const line = row.suggestion.line;
                  return (
                    <SuggestionRow
                      key={line}
                      row={row}
                      selected={selected.has(line)}
                      alreadyMapped={row.categoryId !== null && (mapped.get(row.suggestion.data_catalog_detail_id) ?? []).includes(row.categoryId)}
                      busy={busy}
                      onSelect={(on) => setSelected((current) => (on ? new Set([...current, line]) : new Set([...current].filter((other) => other !== line))))}
                      onCategory={(categoryId) => setReview((current) => withCategory(current, line, categoryId))}
                      onAccept={() => void accept(new Set([line]))}
                      onReject={() => reject(new Set([line]))}
                    />
                  );
                })}
              </Stack>
              {review.length > shown && (
                <div>
                  <Button onClick={() => setShown((count) => count + PAGE_SIZE)}>{t('dataMapMapping.suggest.showMore', { count: Math.min(PAGE_SIZE, review.length - shown) })}</Button>
                </div>
              )}
              {step.answer.errors.length > 0 && (
                <ImportProblemsTable
                  label={t('dataMapMapping.suggest.errors', { count: step.answer.errors.length })}
                  problems={step.answer.errors.map((problem) => ({ where: t('dataItems.upload.row', { line: problem.line }), reason: problem.reason }))}
                  whereHeader={t('dataItems.upload.where')}
                  reasonHeader={t('dataItems.upload.problem')}
                />
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={step.kind === 'reading'}>
          {t('dataMapMapping.upload.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
