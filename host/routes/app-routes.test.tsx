import { resolveService } from '../../core/services/service-token';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '../../core/domain/api-types';
import { HttpError } from '../../core/services/http-client';
import { Session } from '../../core/services/session';
import { aCompany, aSystem, aUser } from '../test/fake-guard-services';
import { lookupPath } from '../../core/domain/lookups';
import { MODULE_KINDS_PATH } from '../components/module-kind-catalogue';
import { aCatalogue, aModule, aProject, aSection, testRegistry } from '../test/fixtures';
import { createHostTestContainer, renderApp } from '../test/render-host';

interface Options {
  signedIn?: boolean;
  user?: CurrentUser;
  companyWrite?: boolean;
}

function setUp({ signedIn = true, user = aUser(), companyWrite = true }: Options = {}) {
  const services = createHostTestContainer({ sessionCookie: signedIn });
  services.http
    .on('GET', '/api/system', () => aSystem({ system_title: 'Tessera Test' }))
    .on('GET', '/api/current_user', () => user)
    .on('GET', '/api/current_company', () =>
      aCompany({ permissions: { read: true, write: companyWrite, admin: false } }),
    )
    .on('POST', '/api/current_user/register_viewed_project.json', () => ({}))
    .on('GET', '/api/projects.json', () => ({ items: [aProject()], total: 1 }))
    .on('GET', MODULE_KINDS_PATH, () => aCatalogue(testRegistry))
    .on('GET', lookupPath('scenario_module_categories'), () => []);
  return services;
}

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe('app routes', { timeout: 20000 }, () => {
  describe('sign-in', () => {
    it('shows the sign-in form at / to someone without a session', async () => {
      const { container } = setUp({ signedIn: false });
      renderApp(container, testRegistry, '/');
      expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    });

    it('signs in and returns to the page the user was sent away from', async () => {
      const services = setUp({ signedIn: false });
      services.http.on('POST', '/api/oauth/sessions.json', () => ({ access_token: 'fresh', expires_in: 300 }));
      const { router } = renderApp(services.container, testRegistry, '/all-projects');
      await waitFor(() => expect(path(router)).toBe('/?next=%2Fall-projects'));
      await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'editor@acme.test');
      await userEvent.type(screen.getByLabelText('Password'), 'tessera-demo');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'All Projects' })).toBeInTheDocument();
      expect(services.http.calls('POST', '/api/oauth/sessions.json')[0].body).toEqual({
        email: 'editor@acme.test',
        password: 'tessera-demo',
      });
    });

    it('says when the credentials are wrong', async () => {
      const services = setUp({ signedIn: false });
      services.http.on('POST', '/api/oauth/sessions.json', () => {
        throw new HttpError(401, 'Wrong email or password', {});
      });
      renderApp(services.container, testRegistry, '/login');
      await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'editor@acme.test');
      await userEvent.type(screen.getByLabelText('Password'), 'nope');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    });

    it('sends a signed-in user from / to the most recently viewed projects', async () => {
      const { container } = setUp();
      const { router } = renderApp(container, testRegistry, '/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Most Recently Viewed' })).toBeInTheDocument();
      expect(path(router)).toBe('/recently-viewed');
    });
  });

  describe('project lists', () => {
    it('lists projects with the header text, search and a New project button', async () => {
      const { container, http } = setUp();
      renderApp(container, testRegistry, '/my-projects');
      expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: /Acme onboarding/ })).toHaveAttribute('href', '/projects/7');
      expect(http.calls('GET', '/api/projects.json')[0].options?.params).toMatchObject({
        scope: 'my_projects',
        order: 'last_event_date',
        direction: 'desc',
        page: 1,
      });
      expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument();
    });

    it('creates a project and opens it', async () => {
      const { container, http } = setUp();
      http
        .on('POST', '/api/projects.json', ({ body }) => aProject({ id: 9, ...(body as object) }))
        .on('GET', '/api/projects/9.json', () => aProject({ id: 9, name: 'Launch' }))
        .on('GET', '/api/projects/9/sections.json', () => [])
        .on('GET', '/api/projects/9/project_scenario_modules.json', () => []);
      const { router } = renderApp(container, testRegistry, '/all-projects');
      await userEvent.click(await screen.findByRole('button', { name: 'New project' }));
      const dialog = screen.getByRole('dialog', { name: 'New project' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Launch');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Launch' })).toBeInTheDocument();
      expect(path(router)).toBe('/projects/9');
      expect(http.calls('POST', '/api/projects.json')[0].body).toEqual({ name: 'Launch' });
    });

    it('says what to do next when a list is empty', async () => {
      const { container, http } = setUp();
      http.on('GET', '/api/projects.json', () => ({ items: [], total: 0 }));
      renderApp(container, testRegistry, '/recently-viewed');
      expect(await screen.findByText('No recently viewed projects')).toBeInTheDocument();
    });

    it('offers no New project to someone whose company is read-only', async () => {
      const { container, http } = setUp({ companyWrite: false });
      http.on('GET', '/api/projects.json', () => ({ items: [], total: 0 }));
      renderApp(container, testRegistry, '/all-projects');
      expect(await screen.findByText(/Ask a colleague to give you access/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
    });

    it('lists the favorites by their scope', async () => {
      const { container, http } = setUp();
      renderApp(container, testRegistry, '/favorites');
      expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
      await waitFor(() => expect(http.calls('GET', '/api/projects.json')).toHaveLength(1));
      expect(http.calls('GET', '/api/projects.json')[0].options?.params).toMatchObject({ scope: 'favorites' });
    });
  });

  describe('guards in the router', () => {
    it('keeps a restricted user on the profile page', async () => {
      const { container } = setUp({ user: aUser({ restricted: true }) });
      const { router } = renderApp(container, testRegistry, '/all-projects');
      expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
      expect(path(router)).toBe('/profilepage');
    });

    it('registers a viewed project when its page opens', async () => {
      const { container, http } = setUp();
      http
        .on('GET', '/api/projects/7.json', () => aProject())
        .on('GET', '/api/projects/7/sections.json', () => [])
        .on('GET', '/api/projects/7/project_scenario_modules.json', () => []);
      renderApp(container, testRegistry, '/projects/7');
      expect(await screen.findByRole('heading', { level: 1, name: 'Acme onboarding' })).toBeInTheDocument();
      expect(http.calls('POST', '/api/current_user/register_viewed_project.json')[0].body).toEqual({ project_id: 7 });
    });
  });

  describe('project page', () => {
    function withProject(services: ReturnType<typeof setUp>, writable = true) {
      const permissions = { read: true, write: writable, admin: false };
      services.http
        .on('GET', '/api/projects/7.json', () => aProject({ permissions }))
        .on('GET', '/api/projects/7/sections.json', () => [aSection()])
        .on('GET', '/api/projects/7/project_scenario_modules.json', () => [
          aModule({ section_id: 3 }),
          aModule({ id: 12, name: 'Loose risks', type_key: 'Risks', section_id: null }),
        ]);
      return services;
    }

    it('lists modules under their sections, linking to their typed routes', async () => {
      const { container } = withProject(setUp());
      renderApp(container, testRegistry, '/projects/7');
      const discovery = await screen.findByRole('region', { name: 'Discovery' });
      expect(within(discovery).getByRole('link', { name: /Welcome notes/ })).toHaveAttribute('href', '/projects/7/text/11');
      const other = screen.getByRole('region', { name: 'Not in a section' });
      expect(within(other).getByRole('link', { name: /Loose risks/ })).toHaveAttribute('href', '/projects/7/risks/12');
    });

    it('adds a module of a kind chosen by title and opens it', async () => {
      const services = withProject(setUp());
      services.http
        .on('POST', '/api/projects/7/project_scenario_modules.json', ({ body }) =>
          aModule({ id: 20, ...(body as object) }),
        )
        .on('GET', '/api/projects/7/project_scenario_modules/20.json', () => aModule({ id: 20, name: 'Top risks', type_key: 'Risks' }));
      const { router } = renderApp(services.container, testRegistry, '/projects/7');
      await userEvent.click(await screen.findByRole('button', { name: 'Add module' }));
      const dialog = screen.getByRole('dialog', { name: 'Add module' });
      expect(await within(dialog).findByRole('option', { name: 'Text' })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('option', { name: 'Risks' }));
      await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Top risks');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Top risks view')).toBeInTheDocument();
      expect(path(router)).toBe('/projects/7/risks/20');
      expect(services.http.calls('POST', '/api/projects/7/project_scenario_modules.json')[0].body).toEqual({
        name: 'Top risks',
        type_key: 'Risks',
        section_id: 3,
      });
    });

    it('asks for a kind before creating a module', async () => {
      const { container, http } = withProject(setUp());
      renderApp(container, testRegistry, '/projects/7');
      await userEvent.click(await screen.findByRole('button', { name: 'Add module' }));
      const dialog = screen.getByRole('dialog', { name: 'Add module' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Notes');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(within(dialog).getByText('Choose a kind of module.')).toBeInTheDocument();
      expect(http.calls('POST', '/api/projects/7/project_scenario_modules.json')).toHaveLength(0);
    });

    it('hides Add module and Add section from readers', async () => {
      const { container } = withProject(setUp(), false);
      renderApp(container, testRegistry, '/projects/7');
      expect(await screen.findByRole('region', { name: 'Discovery' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add module' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add section' })).not.toBeInTheDocument();
      expect(screen.getByText('Read only')).toBeInTheDocument();
    });
  });

  describe('module routes', () => {
    it('redirects /projects/:p/modules/:m to the typed route', async () => {
      const { container, http } = setUp();
      http
        .on('GET', '/api/project_scenario_modules/11.json', () => aModule())
        .on('GET', '/api/projects/7/project_scenario_modules/11.json', () => aModule())
        .on('GET', '/api/projects/7.json', () => aProject());
      const { router } = renderApp(container, testRegistry, '/projects/7/modules/11');
      expect(await screen.findByText('Welcome notes view')).toBeInTheDocument();
      expect(path(router)).toBe('/projects/7/text/11');
    });

    it('goes to / when the module belongs to another project than the route names', async () => {
      const { container, http } = setUp();
      http.on('GET', '/api/project_scenario_modules/11.json', () => aModule({ project_id: 8 }));
      const { router } = renderApp(container, testRegistry, '/projects/7/modules/11');
      await waitFor(() => expect(path(router)).toBe('/recently-viewed'));
    });

    it('goes to / when the module cannot be looked up', async () => {
      const { container } = setUp();
      const { router } = renderApp(container, testRegistry, '/projects/7/modules/404');
      // / then sends the signed-in user on to their projects.
      await waitFor(() => expect(path(router)).toBe('/recently-viewed'));
    });

    it('resolves /scenario_modules/:m with ?project=, and by the module alone without it', async () => {
      const { container, http } = setUp();
      http
        .on('GET', '/api/projects/7/project_scenario_modules/11.json', () => aModule())
        .on('GET', '/api/project_scenario_modules/11.json', () => aModule())
        .on('GET', '/api/projects/7.json', () => aProject());
      const { router } = renderApp(container, testRegistry, '/scenario_modules/11?project=7');
      await waitFor(() => expect(path(router)).toBe('/projects/7/text/11'));
      await router.navigate('/recently-viewed');
      await router.navigate('/scenario_modules/11');
      await waitFor(() => expect(path(router)).toBe('/projects/7/text/11'));
      expect(http.calls('GET', '/api/project_scenario_modules/11.json')).toHaveLength(2);
    });

    it('goes to / when the alias names a module that cannot be found', async () => {
      const { container } = setUp();
      const { router } = renderApp(container, testRegistry, '/scenario_modules/404');
      await waitFor(() => expect(path(router)).toBe('/recently-viewed'));
    });

    it('shows the module with the Locked notice and read-only when locked', async () => {
      const { container, http } = setUp();
      http
        .on('GET', '/api/projects/7/project_scenario_modules/11.json', () => aModule({ locked: true }))
        .on('GET', '/api/projects/7.json', () => aProject());
      renderApp(container, testRegistry, '/projects/7/text/11');
      expect(await screen.findByText('Welcome notes view (read-only)')).toBeInTheDocument();
      expect(screen.getByText('Locked')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome notes' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Welcome notes');
    });

    it('is editable for a writer', async () => {
      const { container, http } = setUp();
      http
        .on('GET', '/api/projects/7/project_scenario_modules/11.json', () => aModule())
        .on('GET', '/api/projects/7.json', () => aProject());
      renderApp(container, testRegistry, '/projects/7/text/11');
      expect(await screen.findByText('Welcome notes view')).toBeInTheDocument();
      expect(screen.queryByText('Locked')).not.toBeInTheDocument();
    });
  });

  describe('embeds', () => {
    const projectAccess = btoa('7|secret');
    const moduleAccess = btoa('12|other');

    it('shows only the header bar and the embed view, read-only, by the numeric twins', async () => {
      const { container, http } = setUp({ signedIn: false });
      http
        .on('GET', '/api/projects/7/project_scenario_modules/12.json', () =>
          aModule({ id: 12, name: 'Top risks', type_key: 'Risks' }),
        )
        .on('GET', '/api/projects/7.json', () => aProject());
      renderApp(container, testRegistry, `/embed/projects/${encodeURIComponent(projectAccess)}/risks/${moduleAccess}`);
      expect(await screen.findByText('Top risks embed (read-only)')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Top risks' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(resolveService(container, Session).sessionToken).toBe(`${projectAccess}:${moduleAccess}`);
    });

    it('falls back to the plugin view when there is no embed view', async () => {
      const { container, http } = setUp({ signedIn: false });
      http
        .on('GET', '/api/projects/7/project_scenario_modules/11.json', () => aModule())
        .on('GET', '/api/projects/7.json', () => aProject());
      renderApp(container, testRegistry, `/embed/projects/${projectAccess}/text/11`);
      expect(await screen.findByText('Welcome notes view (read-only)')).toBeInTheDocument();
    });

    it('renders not-found for an all-digit project id, with a way on that leaves the frame', async () => {
      const { container, http } = setUp();
      renderApp(container, testRegistry, '/embed/projects/7/text/11');
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(http.calls('GET', '/api/projects/7.json')).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('target', '_top');
    });

    describe('inside another site’s frame', () => {
      beforeEach(() => {
        vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
      });
      afterEach(() => {
        vi.restoreAllMocks();
      });

      it('refuses every other page, offering to open it in a new window', async () => {
        const { container } = setUp({ signedIn: false });
        renderApp(container, testRegistry, '/login');
        expect(await screen.findByRole('link', { name: 'Open in a new window' })).toHaveAttribute('target', '_blank');
        expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
      });

      it('still shows the embed', async () => {
        const { container, http } = setUp({ signedIn: false });
        http
          .on('GET', '/api/projects/7/project_scenario_modules/11.json', () => aModule())
          .on('GET', '/api/projects/7.json', () => aProject());
        renderApp(container, testRegistry, `/embed/projects/${projectAccess}/text/11`);
        expect(await screen.findByText('Welcome notes view (read-only)')).toBeInTheDocument();
      });
    });
  });

  it('shows not-found for an unknown address', async () => {
    const { container } = setUp({ signedIn: false });
    renderApp(container, testRegistry, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the system information', async () => {
    const { container } = setUp({ signedIn: false });
    renderApp(container, testRegistry, '/sysinfo');
    expect(await screen.findByRole('heading', { name: 'System information' })).toBeInTheDocument();
    expect(await screen.findByText('Tessera Test')).toBeInTheDocument();
    expect(screen.getByText('test-release')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@tessera.test' })).toBeInTheDocument();
  });
});
