import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentResponsePath, type CurrentResponse, type CurrentResponseUpdate } from '../../../../core/domain/assessment-types';
import { anAssessment, twoSectionStructure } from '../test/assessment-fixtures';
import { assessmentApp } from '../test/render-assessment-app';

const emptyResponse: CurrentResponse = {
  id: 40,
  assessment_id: 5,
  user_id: 1,
  user: null,
  status_id: 1,
  status_key: 'in_progress',
  answered_count: 0,
  question_count: 2,
  submitted_at: null,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  section_scores: [],
  answers: [],
};

function answering() {
  const app = assessmentApp(anAssessment({ permissions: { read: true, write: false, admin: false } }), twoSectionStructure());
  app.http
    .on('GET', currentResponsePath(5), () => emptyResponse)
    .on('PUT', currentResponsePath(5), () => emptyResponse);
  const sentAnswers = () => app.http.calls('PUT', currentResponsePath(5)).flatMap((call) => (call.body as CurrentResponseUpdate).answers ?? []);
  return { ...app, sentAnswers };
}

describe('answering an assessment', { timeout: 20000 }, () => {
  it('shows a conditional question once its condition is met and saves the answers as the user goes', async () => {
    const app = answering();
    app.open('/assessments/5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Data' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Who keeps it/ })).not.toBeInTheDocument();
    expect(screen.getByText('0 of 2 questions answered')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Who keeps it/ }), 'Ana');

    expect(screen.getByText('2 of 3 questions answered')).toBeInTheDocument();
    await waitFor(() =>
      expect(app.sentAnswers()).toEqual(
        expect.arrayContaining([
          { assessment_question_id: 11, assessment_question_option_ids: [21] },
          { assessment_question_id: 12, text_value: 'Ana' },
        ]),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
  });

  it('takes the user to the first required question without an answer instead of submitting', async () => {
    const app = answering();
    const { router } = app.open('/assessments/5/sections/1');
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    const teamSize = await screen.findByRole('spinbutton', { name: /How many people/ });
    expect(router.state.location.pathname).toBe('/assessments/5/sections/2');
    await waitFor(() => expect(teamSize).toHaveFocus());
    expect(screen.getByText('This question needs an answer.')).toBeInTheDocument();
    expect(app.http.calls('PUT', currentResponsePath(5)).some((call) => (call.body as CurrentResponseUpdate).action === 'submit')).toBe(false);
  });

  it('says a closed assessment takes no answers, without asking for a response', async () => {
    const app = assessmentApp(anAssessment({ status_key: 'closed', accepting_answers: false }), twoSectionStructure());
    app.open('/assessments/5');
    expect(await screen.findByText('This assessment is closed')).toBeInTheDocument();
    expect(app.http.calls('GET', currentResponsePath(5))).toHaveLength(0);
  });
});
