import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  assessmentCsvExportPath,
  assessmentResponsesPath,
  assessmentResultsPath,
  type AssessmentResponse,
  type AssessmentResults,
} from '../../../../core/domain/assessment-types';
import { anAssessment, twoSectionStructure } from '../test/assessment-fixtures';
import { assessmentApp } from '../test/render-assessment-app';

const aResponse = (id: number, overrides: Partial<AssessmentResponse> = {}): AssessmentResponse => ({
  id,
  assessment_id: 5,
  user_id: null,
  user: null,
  status_id: 2,
  status_key: 'submitted',
  answered_count: 2,
  question_count: 2,
  submitted_at: '2026-11-03T10:00:00.000Z',
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-03T10:00:00.000Z',
  section_scores: [
    { assessment_section_id: 1, score: 1, max_score: 1, percent: 100 },
    { assessment_section_id: 2, score: 0, max_score: 0, percent: null },
  ],
  ...overrides,
});

const results: AssessmentResults = {
  assessment_id: 5,
  submitted_count: 1,
  in_progress_count: 1,
  section_averages: [
    { assessment_section_id: 1, name: 'Data', average_percent: 100, average_score: 1, max_score: 1 },
    { assessment_section_id: 2, name: 'People', average_percent: null, average_score: null, max_score: 0 },
  ],
  responses: [{ response_id: 41, user: null, submitted_at: '2026-11-03T10:00:00.000Z', section_scores: aResponse(41).section_scores }],
  questions: [
    {
      assessment_question_id: 11,
      question_type_key: 'yes_no',
      answered_count: 1,
      options: [
        { assessment_question_option_id: 21, label: 'Yes', count: 1 },
        { assessment_question_option_id: 22, label: 'No', count: 0 },
      ],
      number_summary: null,
      values: [],
    },
  ],
};

function responses() {
  const app = assessmentApp(anAssessment({ anonymous: true }), twoSectionStructure());
  app.http
    .on('GET', assessmentResponsesPath(5), () => [aResponse(41), aResponse(40, { status_key: 'in_progress', submitted_at: null, answered_count: 1 })])
    .on('GET', assessmentResultsPath(5), () => results)
    .on('GET', assessmentCsvExportPath(5), () => new Blob(['Response,Question\n'], { type: 'text/csv' }));
  return app;
}

describe('responses of an assessment', { timeout: 20000 }, () => {
  it('shows anonymous responses without names, with their status and section scores', async () => {
    responses().open('/assessments/5/responses');
    const table = await screen.findByRole('table', { name: 'Responses' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Submitted', '2 of 2', '2026-11-03 ' + new Date('2026-11-03T10:00:00.000Z').toTimeString().slice(0, 5), '100 %', '—'],
      ['In progress', '1 of 2', '—', '100 %', '—'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Response 2' })).toHaveAttribute('href', '/assessments/5/responses/41');
    expect(within(rows[1]).getByRole('link', { name: 'Response 1' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search by name' })).not.toBeInTheDocument();
  });

  it('gives the section scores as a table beside the chart, and how each question was answered', async () => {
    responses().open('/assessments/5/responses');
    const scores = await screen.findByRole('table', { name: 'Section scores in percent' });
    expect(within(scores).getByRole('row', { name: /Data/ })).toHaveTextContent('100 %');
    expect(within(scores).getByRole('row', { name: /People/ })).toHaveTextContent('not scored');
    expect(screen.getByRole('region', { name: 'Do you keep a data catalogue?' })).toHaveTextContent('Yes: 1 · No: 0');
  });

  it('filters the responses by status', async () => {
    responses().open('/assessments/5/responses');
    const table = await screen.findByRole('table', { name: 'Responses' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'In progress' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'Response 1' })).toBeInTheDocument();
  });

  it('downloads the CSV export from the server', async () => {
    const app = responses();
    app.open('/assessments/5/responses');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(app.http.calls('GET', assessmentCsvExportPath(5))).toHaveLength(1));
  });
});
