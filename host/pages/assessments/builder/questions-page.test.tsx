import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assessmentChildPath, assessmentLookupPath, assessmentPositionsPath } from '../../../../core/domain/assessment-types';
import { anAssessment, twoSectionStructure } from '../test/assessment-fixtures';
import { assessmentApp } from '../test/render-assessment-app';

function builder() {
  const app = assessmentApp(anAssessment(), twoSectionStructure());
  app.http
    .on('GET', assessmentLookupPath('assessment_question_types'), () => [])
    .on('POST', assessmentChildPath(5, 'questions'), ({ body }) => ({ id: 30, ...(body as object) }))
    .on('POST', assessmentPositionsPath(5, 'questions'), () => ({}));
  return app;
}

describe('questions of an assessment', { timeout: 40000 }, () => {
  it('lists each question with its type, required mark, condition and scored options', async () => {
    builder().open('/assessments/5/questions');
    const data = await screen.findByRole('region', { name: 'Data' });
    expect(within(data).getByText('Yes (1) · No (0)')).toBeInTheDocument();
    expect(within(data).getByText('Shown if “Do you keep a data catalogue?” is Yes')).toBeInTheDocument();
    expect(within(data).getAllByText('Required')).toHaveLength(2);
  });

  it('adds a yes/no question shown only after a chosen answer of an earlier one', async () => {
    const app = builder();
    app.open('/assessments/5/questions');
    await userEvent.click(await screen.findByRole('button', { name: 'Add question to People' }));
    const dialog = screen.getByRole('dialog', { name: 'Add question' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Question/ }), 'Public?');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Yes / no' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Required' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: /Show only if/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Yes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(app.http.calls('POST', assessmentChildPath(5, 'questions'))[0].body).toEqual({
      assessment_section_id: 2,
      assessment_group_id: null,
      question_type_key: 'yes_no',
      text: 'Public?',
      help: '',
      required: true,
      condition: { assessment_question_id: 11, assessment_question_option_ids: [21] },
      options: [
        { label: 'Yes', score: 1 },
        { label: 'No', score: 0 },
      ],
    });
  });

  it('refuses a condition without a chosen answer and says why', async () => {
    const app = builder();
    app.open('/assessments/5/questions');
    await userEvent.click(await screen.findByRole('button', { name: 'Add question to People' }));
    const dialog = screen.getByRole('dialog', { name: 'Add question' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Question/ }), 'Why?');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Short text' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: /Show only if/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick at least one answer');
    expect(app.http.calls('POST', assessmentChildPath(5, 'questions'))).toHaveLength(0);
  });
});
