import { FormControlLabel, MenuItem, Radio, RadioGroup, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentResults, AssessmentSection } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import { lazyPanel } from '../../../components/lazy-part';
import { hasScores, sectionScoreChart, type ScoreSelection } from '../model/section-score-series';

const SectionScoreRadar = lazyPanel(async () => (await import('./section-score-radar')).default);

type Mode = ScoreSelection['kind'];

/**
 * Section scores as a radar and as a table of the same numbers: the average of the submitted responses,
 * one response, or two compared. `fixed` shows one response without the choice (a response's own page).
 */
export function SectionScoresPanel(props: { results: AssessmentResults; sections: readonly AssessmentSection[]; names: ReadonlyMap<Id, string>; fixed?: Id }) {
  const { t } = useTranslation('host');
  const submitted = props.results.responses.map((response) => response.response_id);
  const [mode, setMode] = useState<Mode>(props.fixed ? 'response' : 'average');
  const [first, setFirst] = useState<Id | ''>(props.fixed ?? submitted[0] ?? '');
  const [second, setSecond] = useState<Id | ''>(submitted[1] ?? '');
  const selection: ScoreSelection =
    mode === 'average' || first === ''
      ? { kind: 'average' }
      : mode === 'compare' && second !== ''
        ? { kind: 'compare', responseIds: [first, second] }
        : { kind: 'response', responseId: first };
  const nameOf = (responseId: Id) => props.names.get(responseId) ?? '';
  const chart = sectionScoreChart(props.results, props.sections, selection, {
    average: t('assessments.results.average'),
    response: (response) => nameOf(response.response_id),
  });
  const picker = (label: string, value: Id | '', onChange: (id: Id) => void) => (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(Number(event.target.value))} sx={{ minWidth: 200 }}>
      {submitted.map((id) => (
        <MenuItem key={id} value={id}>
          {nameOf(id)}
        </MenuItem>
      ))}
    </TextField>
  );
  const percentText = (percent: number | null) => (percent === null ? t('assessments.results.notScored') : `${percent} %`);

  return (
    <Stack spacing={2} component="section" aria-labelledby="section-scores-heading">
      <Typography id="section-scores-heading" variant="h6" component="h2">
        {t('assessments.results.sectionScores')}
      </Typography>
      {!props.fixed && submitted.length > 0 && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as Mode)} aria-label={t('assessments.results.show')}>
            <FormControlLabel value="average" control={<Radio />} label={t('assessments.results.average')} />
            <FormControlLabel value="response" control={<Radio />} label={t('assessments.results.oneResponse')} />
            <FormControlLabel value="compare" control={<Radio />} label={t('assessments.results.compare')} disabled={submitted.length < 2} />
          </RadioGroup>
          {mode !== 'average' && picker(t('assessments.results.response'), first, setFirst)}
          {mode === 'compare' && picker(t('assessments.results.comparedWith'), second, setSecond)}
        </Stack>
      )}
      {hasScores(chart) ? (
        <>
          <div role="img" aria-label={t('assessments.results.chartLabel')}>
            <SectionScoreRadar chart={chart} />
          </div>
          <Table size="small" aria-label={t('assessments.results.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('assessments.structure.section')}</TableCell>
                {chart.series.map((series) => (
                  <TableCell key={series.id} align="right">
                    {series.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {chart.sections.map((section, index) => (
                <TableRow key={section.id}>
                  <TableCell component="th" scope="row">
                    {section.name}
                  </TableCell>
                  {chart.series.map((series) => (
                    <TableCell key={series.id} align="right">
                      {percentText(series.percents[index])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : (
        <Typography color="text.secondary">{t(submitted.length === 0 ? 'assessments.results.noneSubmitted' : 'assessments.results.nothingScored')}</Typography>
      )}
    </Stack>
  );
}
