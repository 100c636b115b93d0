import { describe, expect, it } from 'vitest';
import type { AssessmentResults, SectionScore } from '../../../../core/domain/assessment-types';
import { aSection } from '../test/assessment-fixtures';
import { hasScores, sectionScoreChart } from './section-score-series';

const score = (sectionId: number, percent: number | null): SectionScore => ({
  assessment_section_id: sectionId,
  score: percent ?? 0,
  max_score: percent === null ? 0 : 100,
  percent,
});

const results: AssessmentResults = {
  assessment_id: 5,
  submitted_count: 2,
  in_progress_count: 0,
  section_averages: [
    { assessment_section_id: 2, name: 'People', average_percent: 40, average_score: 4, max_score: 10 },
    { assessment_section_id: 1, name: 'Data', average_percent: 75, average_score: 3, max_score: 4 },
  ],
  responses: [
    { response_id: 100, user: { id: 3, name: 'Eddie Editor', email: 'editor@acme.test' }, submitted_at: null, section_scores: [score(1, 50), score(2, null)] },
    { response_id: 101, user: null, submitted_at: null, section_scores: [score(2, 80), score(1, 100)] },
  ],
  questions: [],
};
const sections = [aSection(2, 'People', 1), aSection(1, 'Data', 0)];
const names = { average: 'Average', response: (r: AssessmentResults['responses'][number]) => r.user?.name ?? `Response ${r.response_id}` };

describe('sectionScoreChart', () => {
  it('gives the average per section in the sections’ order', () => {
    const chart = sectionScoreChart(results, sections, { kind: 'average' }, names);
    expect(chart.sections.map((s) => s.name)).toEqual(['Data', 'People']);
    expect(chart.series).toEqual([{ id: 'average', label: 'Average', percents: [75, 40] }]);
  });

  it('gives one response, with a gap where a section is not scored', () => {
    const chart = sectionScoreChart(results, sections, { kind: 'response', responseId: 100 }, names);
    expect(chart.series).toEqual([{ id: 'response-100', label: 'Eddie Editor', percents: [50, null] }]);
  });

  it('compares two responses side by side', () => {
    const chart = sectionScoreChart(results, sections, { kind: 'compare', responseIds: [101, 100] }, names);
    expect(chart.series.map((s) => [s.label, s.percents])).toEqual([
      ['Response 101', [100, 80]],
      ['Eddie Editor', [50, null]],
    ]);
  });

  it('gives no series for a response that is not among the results, and says there is nothing to chart', () => {
    const chart = sectionScoreChart(results, sections, { kind: 'response', responseId: 7 }, names);
    expect(chart.series).toEqual([]);
    expect(hasScores(chart)).toBe(false);
  });
});
