import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_STATISTICS_PATHS, type RecentUserEvents, type UserEventRow } from '../../../../core/domain/statistics-types';
import { HttpError } from '../../../../core/services/http-client';
import { createHostTestContainer, renderHost } from '../../../test/render-host';
import { RecentUserEventsPage } from './recent-user-events-page';

const URL = SYSTEM_STATISTICS_PATHS.recentUserEvents;
const event = (id: number, name: string): UserEventRow => ({
  id,
  kind: 'sign_in',
  created_at: '2026-03-01T10:00:00.000Z',
  user: { id, name, email: `${name.toLowerCase()}@acme.test` },
  company: { id: 1, name: 'Acme' },
  project: null,
  module: null,
  details: {},
});

describe('the most recent user events', () => {
  it('says when older events fail to load, and loads them when asked again', async () => {
    const services = createHostTestContainer();
    let olderFail = true;
    services.http.on('GET', URL, ({ options }): RecentUserEvents => {
      if (options?.params?.before === undefined) return { events: [event(2, 'Newer')], next_before: 2 };
      if (olderFail) throw new HttpError(503, 'Service Unavailable', null);
      return { events: [event(1, 'Older')], next_before: null };
    });
    renderHost(<RecentUserEventsPage url={URL} titleKey="statistics.nav.recentUserEvents" companyFilter csvName="events" />, services.container, '/admin/most-recent-user-events');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The older events could not be loaded');

    olderFail = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Older/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
