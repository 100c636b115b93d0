import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assessmentImportPath, assessmentsPath } from '../../../../core/domain/assessment-types';
import { FakeXhr } from '../../../../sdk/test-support/fake-xhr';
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

  it('starts from the search and status its URL names, and puts a new search there', async () => {
    const app = assessmentApp(anAssessment(), { sections: [], groups: [], questions: [] });
    app.http.on('GET', assessmentsPath(), () => [
      anAssessment(),
      anAssessment({ id: 6, name: 'Privacy check', status_key: 'draft' }),
      anAssessment({ id: 7, name: 'Privacy audit', status_key: 'open' }),
    ]);
    const { router } = app.open('/assessments?q=privacy&status=draft');

    expect(await screen.findByRole('article', { name: 'Privacy check' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Privacy audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Data maturity' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search assessments' })).toHaveValue('privacy');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search assessments' }), { target: { value: 'audit' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=audit&status=draft'));
    await router.navigate('/assessments?status=bogus');
    expect(await screen.findByRole('article', { name: 'Data maturity' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search assessments' })).toHaveValue('');
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

describe('assessment template import', { timeout: 20000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.sent = [];
  });

  async function chooseTemplate() {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const app = assessmentApp(anAssessment({ id: 12, name: 'Backups', status_key: 'draft' }), { sections: [], groups: [], questions: [] });
    app.http.on('GET', assessmentsPath(), () => []);
    const { router } = app.open('/assessments');
    await userEvent.click(await screen.findByRole('button', { name: 'Import template' }));
    const dialog = screen.getByRole('dialog', { name: 'Import an assessment template' });
    const chooser = within(dialog).getByRole('button', { name: 'Choose a .json or .xlsx file' });
    chooser.focus();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    const opened = vi.spyOn(input, 'click');
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['PK'], 'Backups.xlsx')] } });
    expect(FakeXhr.sent[0].url).toBe(assessmentImportPath(true));
    expect(within(dialog).getByRole('progressbar', { name: 'Reading the file…' })).toBeInTheDocument();
    return { dialog, router };
  }

  it('previews the template, imports it and opens the new assessment’s structure', async () => {
    const { dialog, router } = await chooseTemplate();
    FakeXhr.sent[0].answer(200, {
      name: 'Backups',
      sections: [{ name: 'Habits', group_count: 1, question_count: 3 }, { name: 'Confidence', group_count: 0, question_count: 1 }],
      question_count: 4,
      errors: [],
    });
    expect(await within(dialog).findByText('“Backups”: 2 sections and 4 questions, ready to import.')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'Habits 1 3' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(FakeXhr.sent[1].url).toBe(assessmentImportPath(false));
    expect((FakeXhr.sent[1].body as FormData).get('file')).toBeInstanceOf(File);
    FakeXhr.sent[1].answer(201, anAssessment({ id: 12, name: 'Backups', status_key: 'draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessments/12/structure'));
  });

  it('lists every problem by its row and offers no import', async () => {
    const { dialog } = await chooseTemplate();
    FakeXhr.sent[0].answer(200, {
      name: 'Backups',
      sections: [{ name: 'Habits', group_count: 0, question_count: 1 }],
      question_count: 1,
      errors: [{ line: 7, reason: 'Type "foo" is not a question type.' }, { path: '', reason: 'The file has no questions.' }],
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file has 2 problems.');
    const problems = within(dialog).getByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getByRole('row', { name: 'Row 7 Type "foo" is not a question type.' })).toBeInTheDocument();
    expect(within(problems).getByRole('row', { name: 'The file The file has no questions.' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('says why a file could not be read', async () => {
    const { dialog } = await chooseTemplate();
    const tooLarge = 'The assessment export (.json) or spreadsheet template (.xlsx) must be at most 2 MB.';
    FakeXhr.sent[0].answer(422, { error: 'unprocessable_entity', message: `Some fields are not valid. file: ${tooLarge}`, statusCode: 422, fields: [{ field: 'file', message: tooLarge }] });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('must be at most 2 MB');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
