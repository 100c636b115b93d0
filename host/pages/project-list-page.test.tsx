import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '../../core/domain/api-types';
import type { Label } from '../../core/domain/workspace-types';
import { HttpError } from '../../core/services/http-client';
import type { ListProject } from '../components/project-card';
import { aCompany, aSystem, aUser } from '../test/fake-guard-services';
import { aProject, testRegistry } from '../test/fixtures';
import { createHostTestContainer, renderApp } from '../test/render-host';

const PREFERENCE = '/api/current_user/preferences/home-list.json';
const LABELS: Label[] = [
  { id: 1, name: 'Finance', color: '#ff0000' },
  { id: 2, name: 'Pilot', color: '#00aa00' },
];

function aListProject(overrides: Partial<ListProject> = {}): ListProject {
  return {
    ...aProject(),
    favorite: false,
    labels: [LABELS[0]],
    status_id: 2,
    image: null,
    published: true,
    module_count: 3,
    ...overrides,
  };
}

function setUp({ user = aUser(), preference = null as unknown, projects = [aListProject()] } = {}) {
  const services = createHostTestContainer({ sessionCookie: true });
  services.http
    .on('GET', '/api/system', () => aSystem())
    .on('GET', '/api/current_user', () => user)
    .on('GET', '/api/current_company', () => aCompany({ permissions: { read: true, write: true, admin: false } }))
    .on('GET', PREFERENCE, () => ({ key: 'home-list', value: preference }))
    .on('PUT', PREFERENCE, ({ body }) => ({ key: 'home-list', ...(body as object) }))
    .on('GET', '/api/labels.json', () => LABELS)
    .on('GET', '/api/project_statuses.json', () => [{ id: 2, name: 'In progress', color: '#cccccc', position: 1 }])
    .on('GET', '/api/projects.json', () => ({ items: projects, total: projects.length }));
  return services;
}

const listCalls = (http: ReturnType<typeof setUp>['http']) =>
  http.calls('GET', '/api/projects.json').map((call) => call.options?.params ?? {});

describe('project list page', { timeout: 20000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a card with labels, status, module count, last activity and the count of projects', async () => {
    const { container } = setUp();
    renderApp(container, testRegistry, '/all-projects');
    const card = await screen.findByRole('article', { name: 'Acme onboarding' });
    expect(within(card).getByText('Finance')).toBeInTheDocument();
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(within(card).getByText('3 modules')).toBeInTheDocument();
    expect(within(card).getByText(/^Last activity \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 project');
  });

  it('restores the remembered view (a table) and order before loading, and loads once', async () => {
    const { container, http } = setUp({ preference: { view: 'list', order: 'name', direction: 'asc' } });
    renderApp(container, testRegistry, '/my-projects');
    const table = await screen.findByRole('table', { name: 'Projects' });
    const row = within(table).getByRole('row', { name: /Acme onboarding/ });
    expect(within(row).getByRole('link', { name: 'Acme onboarding' })).toHaveAttribute('href', expect.stringMatching(/^\/projects\//));
    for (const cell of ['Finance', 'In progress', '3']) expect(within(row).getByText(cell)).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Labels', 'Status', 'Modules', 'Last activity', 'Actions']);
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls(http)).toHaveLength(1);
    expect(listCalls(http)[0]).toMatchObject({ scope: 'my_projects', order: 'name', direction: 'asc', per_page: 50 });
  });

  it('remembers a change of view and order for the user', async () => {
    const { container, http } = setUp();
    renderApp(container, testRegistry, '/all-projects');
    await screen.findByRole('article', { name: 'Acme onboarding' });
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(http.calls('PUT', PREFERENCE).at(-1)?.body).toEqual({
      value: { view: 'list', order: 'last_event_date', direction: 'desc' },
    });
    await userEvent.click(screen.getByRole('button', { name: /^Descending order/ }));
    await waitFor(() => expect(listCalls(http).at(-1)).toMatchObject({ direction: 'asc', page: 1 }));
    expect(http.calls('PUT', PREFERENCE).at(-1)?.body).toEqual({
      value: { view: 'list', order: 'last_event_date', direction: 'asc' },
    });
  });

  it('falls back to the defaults when the preference cannot be read', async () => {
    const { container, http } = setUp();
    http.on('GET', PREFERENCE, () => {
      throw new HttpError(500, 'down', null);
    });
    renderApp(container, testRegistry, '/all-projects');
    expect(await screen.findByRole('article', { name: 'Acme onboarding' })).toBeInTheDocument();
    expect(listCalls(http)[0]).toMatchObject({ order: 'last_event_date', direction: 'desc' });
  });

  it('adds a favourite at once and keeps it when the server agrees', async () => {
    const { container, http } = setUp();
    let answer: (value: unknown) => void = () => undefined;
    http.on('POST', '/api/projects/7/favorite.json', () => new Promise((resolve) => (answer = resolve)));
    renderApp(container, testRegistry, '/all-projects');
    const card = await screen.findByRole('article', { name: 'Acme onboarding' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to favorites' }));
    expect(within(card).getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
    answer(aListProject({ favorite: true }));
    await waitFor(() => expect(http.calls('POST', '/api/projects/7/favorite.json')).toHaveLength(1));
    expect(within(card).getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('puts the star back and says so when the favourite cannot be saved', async () => {
    const { container, http } = setUp({ projects: [aListProject({ favorite: true })] });
    http.on('DELETE', '/api/projects/7/favorite.json', () => {
      throw new HttpError(0, 'offline', null);
    });
    renderApp(container, testRegistry, '/favorites');
    const card = await screen.findByRole('article', { name: 'Acme onboarding' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from favorites' }));
    expect(await within(card).findByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/could not be removed from your favorites/)).toBeInTheDocument();
  });

  it('says what to do when there are no projects, and offers to clear a search that matches nothing', async () => {
    const { container, http } = setUp({ projects: [] });
    renderApp(container, testRegistry, '/favorites');
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'zebra');
    expect(await screen.findByText('No projects match your search or filter')).toBeInTheDocument();
    expect(listCalls(http).at(-1)).toMatchObject({ search: 'zebra', page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
  });

  it('filters by label', async () => {
    const { container, http } = setUp();
    renderApp(container, testRegistry, '/all-projects');
    await screen.findByRole('article', { name: 'Acme onboarding' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by label' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pilot' }));
    await waitFor(() => expect(listCalls(http).at(-1)).toMatchObject({ label_ids: '2', page: 1 }));
  });

  it('keeps the search and the page in the URL, and Back shows the list before', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/projects.json', () => ({ items: [aListProject()], total: 500 }));
    const { router } = renderApp(container, testRegistry, '/all-projects');
    await screen.findByRole('article', { name: 'Acme onboarding' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'pilot');
    await waitFor(() => expect(router.state.location.search).toBe('?q=pilot'));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=pilot&page=3'));
    await waitFor(() => expect(listCalls(http).at(-1)).toMatchObject({ search: 'pilot', page: 3 }));

    await router.navigate(-1);
    await waitFor(() => expect(listCalls(http).at(-1)).toMatchObject({ search: 'pilot', page: 1 }));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue(''));
    expect(router.state.location.search).toBe('');
  });

  it('opens a shared list URL as its sender saw it, over the remembered choices', async () => {
    const { container, http } = setUp({ preference: { view: 'grid', order: 'last_event_date', direction: 'desc' } });
    renderApp(container, testRegistry, '/all-projects?q=acme&labels=2&page=2&view=list&order=name&dir=asc');
    expect(await screen.findByRole('table', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('acme');
    expect(listCalls(http)).toHaveLength(1);
    expect(listCalls(http)[0]).toMatchObject({ search: 'acme', label_ids: '2', page: 2, order: 'name', direction: 'asc' });
  });

  it('shows a team by its name, without a label filter', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/roles.json', () => [{ id: 4, name: 'Designers', user_ids: [] }]);
    renderApp(container, testRegistry, '/teams/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Designers' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Acme onboarding' });
    expect(listCalls(http)[0]).toMatchObject({ scope: 'team', role_id: 4 });
    expect(screen.queryByRole('combobox', { name: 'Filter by label' })).not.toBeInTheDocument();
  });

  it('makes a project from a template and opens it', async () => {
    const { container, http } = setUp({ projects: [aListProject({ id: 30, name: 'Launch template', entity_type: 'project_template' })] });
    http
      .on('POST', '/api/projects/30/create_project_from.json', () => aListProject({ id: 31, name: 'Spring launch' }))
      .on('GET', '/api/projects/31.json', () => aListProject({ id: 31, name: 'Spring launch' }))
      .on('GET', '/api/projects/31/sections.json', () => [])
      .on('GET', '/api/projects/31/project_scenario_modules.json', () => []);
    const { router } = renderApp(container, testRegistry, '/templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Templates' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Launch template' });
    await userEvent.click(within(card).getByRole('button', { name: 'Use template: Launch template' }));
    const dialog = screen.getByRole('dialog', { name: 'New project from a template' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Spring launch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/31'));
    expect(http.calls('POST', '/api/projects/30/create_project_from.json')[0].body).toEqual({ name: 'Spring launch' });
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('keeps unpublished templates from people who are not administrators', async () => {
    const member: CurrentUser = aUser({ company_role: 'member', system_admin: false });
    const { container, http } = setUp({ user: member });
    renderApp(container, testRegistry, '/unpublished-templates');
    expect(await screen.findByText('For administrators only')).toBeInTheDocument();
    expect(listCalls(http)).toHaveLength(0);
  });

  it('assigns labels from the card menu', async () => {
    const { container, http } = setUp();
    http.on('PUT', '/api/projects/7.json', ({ body }) =>
      aListProject({ labels: LABELS.filter((label) => (body as { label_ids: number[] }).label_ids.includes(label.id)) }),
    );
    renderApp(container, testRegistry, '/all-projects');
    const card = await screen.findByRole('article', { name: 'Acme onboarding' });
    await userEvent.click(within(card).getByRole('button', { name: 'More actions for Acme onboarding' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Labels…' }));
    const dialog = screen.getByRole('dialog', { name: 'Labels of Acme onboarding' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pilot' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(http.calls('PUT', '/api/projects/7.json')[0].body).toEqual({ label_ids: [1, 2] });
    expect(await within(card).findByText('Pilot')).toBeInTheDocument();
  });

  it('pages 5,000 projects by 50 and says how many there are', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/projects.json', () => ({ items: [aListProject()], total: 5000 }));
    renderApp(container, testRegistry, '/all-projects');
    expect(await screen.findByText('5000 projects')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Go to page 100' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(listCalls(http).at(-1)).toMatchObject({ page: 2, per_page: 50 }));
  });

  it('says "No data available" for a project without activity, and shows its image fetched with the token', async () => {
    const { container, http } = setUp({
      projects: [aListProject({ last_event_date: '', image: '/api/files/abc', labels: [], status_id: null })],
    });
    http.on('GET', '/api/files/abc', () => new Blob(['png']));
    // jsdom has no object URLs; the browser gives a blob: URL for the fetched file.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = () => 'blob:card-image';
        static revokeObjectURL = () => {};
      },
    );
    const { container: dom } = renderApp(container, testRegistry, '/all-projects');
    const card = await screen.findByRole('article', { name: 'Acme onboarding' });
    expect(within(card).getByText('Last activity No data available')).toBeInTheDocument();
    await waitFor(() => expect(dom.querySelector('img[src="blob:card-image"]')).not.toBeNull());
    expect(http.calls('GET', '/api/files/abc')).toHaveLength(1);
  });

  it('lets an admin publish an unpublished template from its menu', async () => {
    const admin: CurrentUser = aUser({ company_role: 'admin' });
    const { container, http } = setUp({
      user: admin,
      projects: [aListProject({ id: 30, name: 'Launch template', entity_type: 'project_template', published: false })],
    });
    http.on('PUT', '/api/projects/30.json', () => aListProject({ id: 30, published: true }));
    renderApp(container, testRegistry, '/unpublished-templates');
    const card = await screen.findByRole('article', { name: 'Launch template' });
    const toolbar = screen.getByRole('toolbar', { name: 'List options' });
    expect(within(toolbar).getByRole('link', { name: 'Project Templates' })).toHaveAttribute('href', '/templates');
    await userEvent.click(within(card).getByRole('button', { name: 'More actions for Launch template' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(http.calls('PUT', '/api/projects/30.json')[0]?.body).toEqual({ published: true }));
    await waitFor(() => expect(listCalls(http)).toHaveLength(2));
  });

  it('offers the teams the user is in from Teams in the navigation', async () => {
    const { container, http } = setUp({ user: aUser({ id: 5 }) });
    http.on('GET', '/api/roles.json', () => [
      { id: 4, name: 'Designers', user_ids: [5] },
      { id: 6, name: 'Finance', user_ids: [9] },
    ]);
    const { router } = renderApp(container, testRegistry, '/all-projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Teams' }));
    const designers = await screen.findByRole('menuitem', { name: 'Designers' });
    expect(screen.queryByRole('menuitem', { name: 'Finance' })).not.toBeInTheDocument();
    await userEvent.click(designers);
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams/4'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Designers' })).toBeInTheDocument();
  });
});
