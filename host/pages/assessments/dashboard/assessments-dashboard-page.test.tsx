import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assessmentsPath } from '../../../../core/domain/assessment-types';
import { anAssessment } from '../test/assessment-fixtures';
import { assessmentApp } from '../test/render-assessment-app';

describe('assessments dashboard', { timeout: 20000 }, () => {
  it('lists the assessments with their status, the user’s progress and the response counts for admins', async () => {
    const app = assessmentApp(anAssessment(), { sections: [], groups: [], questions: [] });
    app.http.on('GET', assessmentsPath(), () => [
      anAssessment({ current_response: { id: 40, status_key: 'in_progress', answered_count: 1, question_count: 3, submitted_at: null } }),
      anAssessment({ id: 6, name: 'Privacy check', status_key: 'draft', accepting_answers: false, permissions: { read: true, write: false, admin: false } }),
    ]);
    app.open('/assessments');

    const maturity = await screen.findByRole('article', { name: 'Data maturity' });
    expect(within(maturity).getByText('Open')).toBeInTheDocument();
    expect(within(maturity).getByText('1 of 3 questions answered')).toBeInTheDocument();
    expect(within(maturity).getByText('2 submitted, 1 in progress')).toBeInTheDocument();
    expect(within(maturity).getByRole('link', { name: 'Continue: Data maturity' })).toHaveAttribute('href', '/assessments/5');

    const privacy = screen.getByRole('article', { name: 'Privacy check' });
    expect(within(privacy).getByText('Draft')).toBeInTheDocument();
    expect(within(privacy).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(privacy).queryByText(/submitted,/)).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Assessments' })).toHaveAttribute('href', '/assessments');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search assessments' }), 'privacy');
    expect(screen.queryByRole('article', { name: 'Data maturity' })).not.toBeInTheDocument();
  });

  it('creates an assessment and opens its details', async () => {
    const app = assessmentApp(anAssessment({ id: 9, name: 'Security review', status_key: 'draft', status_id: 1 }), { sections: [], groups: [], questions: [] });
    app.http
      .on('GET', assessmentsPath(), () => [])
      .on('POST', assessmentsPath(), () => anAssessment({ id: 9, name: 'Security review', status_key: 'draft', status_id: 1 }))
      .on('GET', '/api/assessment_statuses.json', () => [
        { id: 1, key: 'draft', name: 'Draft', position: 0, color: '#999999' },
        { id: 2, key: 'open', name: 'Open', position: 1, color: '#2e7d32' },
      ]);
    const { router } = app.open('/assessments');
    expect(await screen.findByText('No assessments yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New assessment' }));
    const dialog = screen.getByRole('dialog', { name: 'New assessment' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Security review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Security review');
    expect(router.state.location.pathname).toBe('/assessments/9/details');
    expect(app.http.calls('POST', assessmentsPath())[0].body).toEqual({ name: 'Security review', description: '' });
  });

  it('offers neither the Assessments entry nor New to someone whose company is read-only', async () => {
    const app = assessmentApp(anAssessment(), { sections: [], groups: [], questions: [] }, { companyWrite: false });
    app.http.on('GET', assessmentsPath(), () => []);
    app.open('/assessments');
    expect(await screen.findByText('When someone shares an assessment with you, it shows here.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Assessments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New assessment' })).not.toBeInTheDocument();
  });
});
