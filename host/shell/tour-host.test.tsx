import { resolveService } from '../../core/services/service-token';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '../../core/domain/api-types';
import type { TourOutcome } from '../../core/domain/tours';
import { AlertService } from '../../core/services/alert-service';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { HttpError } from '../../core/services/http-client';
import { SystemStore } from '../../core/services/system-store';
import type { TourRunnerProps } from '../../sdk/tours/tour-runner';
import { usePageTours } from '../../sdk/tours/use-page-tours';
import { aSystem, aUser } from '../test/fake-guard-services';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { HOME_TOURS } from '../tours/home-tours';
import { HelpMenu } from './help-menu';
import { TermsDialog } from './terms-dialog';
import { TourHost } from './tour-host';

// Joyride needs a laid-out page to find its targets, which jsdom has not; the browser test runs the real one.
vi.mock('../../sdk/tours/tour-runner', () => ({
  TourRunner: ({ tour, onEnd }: TourRunnerProps) => (
    <div role="alertdialog" aria-label={tour.id}>
      {(['finished', 'skipped', 'stopped', 'target-missing'] satisfies TourOutcome[]).map((outcome) => (
        <button key={outcome} type="button" onClick={() => onEnd(outcome)}>
          {outcome}
        </button>
      ))}
    </div>
  ),
}));

function HomePage() {
  usePageTours(HOME_TOURS);
  return null;
}

async function setUp(user: CurrentUser, { tours = true, failSave = false } = {}) {
  const services = createHostTestContainer();
  services.http
    .on('GET', '/api/current_user', () => user)
    .on('GET', '/api/system', () => aSystem({ show_application_tours: tours }))
    .on('PUT', '/api/current_user', ({ body }) => {
      if (failSave) throw new HttpError(503, 'Service Unavailable', null);
      return { ...user, ...(body as object) };
    });
  await resolveService(services.container, CurrentUserStore).load();
  await resolveService(services.container, SystemStore).load();
  renderHost(
    <>
      <HomePage />
      <HelpMenu />
      <TermsDialog />
      <TourHost />
    </>,
    services.container,
  );
  return services;
}

const savedFlags = (http: ReturnType<typeof createHostTestContainer>['http']) => http.calls('PUT', '/api/current_user').map((call) => call.body);

describe('TourHost', () => {
  it('starts the home tour once the terms are accepted, and stores that it was seen when it ends', async () => {
    const { http } = await setUp(aUser({ id: 4, accepted_eula: false, viewed_intro_tour: false }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const tour = await screen.findByRole('alertdialog', { name: 'home' });
    await userEvent.click(within(tour).getByRole('button', { name: 'skipped' }));
    await waitFor(() => expect(savedFlags(http)).toEqual([{ id: 4, accepted_eula: true }, { id: 4, viewed_intro_tour: true }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('counts a tour stopped by the user as seen, not one stopped by a missing target, and does not start it again', async () => {
    const { http } = await setUp(aUser({ id: 4, accepted_eula: true, viewed_intro_tour: false }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'home' })).getByRole('button', { name: 'target-missing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(savedFlags(http)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Tour of the home page' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'home' })).getByRole('button', { name: 'stopped' }));
    await waitFor(() => expect(savedFlags(http)).toEqual([{ id: 4, viewed_intro_tour: true }]));
  });

  it('starts nothing by itself with application tours off, while the help menu still offers the tour', async () => {
    const { http } = await setUp(aUser({ accepted_eula: true, viewed_intro_tour: false }), { tours: false });
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Tour of the home page' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'home' })).getByRole('button', { name: 'finished' }));
    await waitFor(() => expect(savedFlags(http)).toHaveLength(1));
  });

  it('does not store the flag again for a tour already seen', async () => {
    const { http } = await setUp(aUser({ accepted_eula: true, viewed_intro_tour: true, viewed_landing_tour: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Tour of the home page' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'home' })).getByRole('button', { name: 'finished' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(savedFlags(http)).toEqual([]);
  });

  it('says so when the flag cannot be stored, and keeps the user', async () => {
    const { container } = await setUp(aUser({ accepted_eula: true, viewed_intro_tour: false }), { failSave: true });
    const shown: string[] = [];
    resolveService(container, AlertService).alert$.subscribe((alert) => alert && shown.push(alert.text));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'home' })).getByRole('button', { name: 'finished' }));
    await waitFor(() => expect(shown).toEqual([expect.stringContaining('could not remember that you have seen this tour')]));
    await waitFor(() => expect(resolveService(container, CurrentUserStore).user).toMatchObject({ viewed_intro_tour: false }));
  });
});

describe('HelpMenu', () => {
  it('says when the page has no tour', async () => {
    const services = createHostTestContainer();
    renderHost(<HelpMenu />, services.container);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('menuitem', { name: 'This page has no tour.' })).toHaveAttribute('aria-disabled', 'true');
  });
});
