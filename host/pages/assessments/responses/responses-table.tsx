import { Box, Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssessmentResponse, AssessmentSection } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import { formatDateTime } from '../../../components/format-date';
import { assessmentPaths } from '../assessment-paths';

/** The responses with status, progress, submission time and a score per section; each opens its own page. */
export function ResponsesTable(props: { assessmentId: Id; responses: readonly AssessmentResponse[]; sections: readonly AssessmentSection[]; names: ReadonlyMap<Id, string> }) {
  const { t } = useTranslation('host');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('assessments.responses.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('assessments.responses.respondent')}</TableCell>
            <TableCell>{t('assessments.fields.status')}</TableCell>
            <TableCell align="right">{t('assessments.responses.progress')}</TableCell>
            <TableCell>{t('assessments.responses.submittedAt')}</TableCell>
            {props.sections.map((section) => (
              <TableCell key={section.id} align="right">
                {section.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.responses.map((response) => (
            <TableRow key={response.id} hover>
              <TableCell component="th" scope="row">
                <MuiLink component={Link} to={assessmentPaths.response(props.assessmentId, response.id)}>
                  {props.names.get(response.id)}
                </MuiLink>
              </TableCell>
              <TableCell>
                <Chip size="small" color={response.status_key === 'submitted' ? 'success' : 'default'} label={t(`assessments.responseStatus.${response.status_key}`)} />
              </TableCell>
              <TableCell align="right">{t('assessments.progress.short', { answered: response.answered_count, total: response.question_count })}</TableCell>
              <TableCell>{formatDateTime(response.submitted_at) ?? '—'}</TableCell>
              {props.sections.map((section) => {
                const percent = response.section_scores.find((score) => score.assessment_section_id === section.id)?.percent ?? null;
                return (
                  <TableCell key={section.id} align="right">
                    {percent === null ? '—' : `${percent} %`}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
