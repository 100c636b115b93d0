import type { AssessmentResults, AssessmentSection, SectionScore } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';

/** What the score chart shows: the average of the submitted responses, one response, or two side by side. */
export type ScoreSelection =
  | { kind: 'average' }
  | { kind: 'response'; responseId: Id }
  | { kind: 'compare'; responseIds: readonly [Id, Id] };

export interface ScoreSeries {
  id: string;
  label: string;
  /** Per section in chart order, percent 0..100; null where nothing is scored. */
  percents: Array<number | null>;
}

export interface SectionScoreChart {
  sections: Array<{ id: Id; name: string }>;
  series: ScoreSeries[];
}

type ResultResponse = AssessmentResults['responses'][number];

const percentsOf = (sectionIds: readonly Id[], scores: readonly SectionScore[]) =>
  sectionIds.map((id) => scores.find((score) => score.assessment_section_id === id)?.percent ?? null);

/**
 * The series of the chosen selection over the assessment's sections in their order; the chart and the
 * table beside it both read this. A response that is not among the results gives no series.
 */
export function sectionScoreChart(
  results: AssessmentResults,
  sections: readonly AssessmentSection[],
  selection: ScoreSelection,
  names: { average: string; response(response: ResultResponse): string },
): SectionScoreChart {
  const ordered = [...sections].sort((a, b) => a.position - b.position);
  const sectionIds = ordered.map((section) => section.id);
  const responseSeries = (responseId: Id): ScoreSeries[] => {
    const response = results.responses.find((entry) => entry.response_id === responseId);
    return response ? [{ id: `response-${responseId}`, label: names.response(response), percents: percentsOf(sectionIds, response.section_scores) }] : [];
  };
  let series: ScoreSeries[];
  if (selection.kind === 'average') {
    const averages = sectionIds.map(
      (id) => results.section_averages.find((average) => average.assessment_section_id === id)?.average_percent ?? null,
    );
    series = [{ id: 'average', label: names.average, percents: averages }];
  } else if (selection.kind === 'response') {
    series = responseSeries(selection.responseId);
  } else {
    series = selection.responseIds.flatMap(responseSeries);
  }
  return { sections: ordered.map((section) => ({ id: section.id, name: section.name })), series };
}

/** Whether any series has a scored section: a chart of nothing but gaps says nothing. */
export const hasScores = (chart: SectionScoreChart) => chart.series.some((entry) => entry.percents.some((percent) => percent !== null));
