import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../../core/services/http-client';
import { resolveService } from '../../../core/services/service-token';
import { Session } from '../../../core/services/session';
import { createHostTestContainer, renderHost } from '../../test/render-host';
import { AcceptInvitationPage } from './accept-invitation-page';

const INVITATION = '/api/invitations/abc.json';
const linkRefused = (status: number, error: string) => () => {
  throw new HttpError(status, error, { error, message: error, statusCode: status });
};

function open(answer: () => unknown) {
  const services = createHostTestContainer();
  services.http.on('GET', INVITATION, answer);
  renderHost(<AcceptInvitationPage />, services.container, '/accept-invitation?token=abc');
  return services;
}

describe('AcceptInvitationPage', () => {
  it('shows the company and address, explains a refused password, then accepts and signs in', async () => {
    const { http, container } = open(() => ({ email: 'ines@acme.test', name: 'Ines', company_name: 'Acme' }));
    let refuse = true;
    http.on('POST', '/api/invitations/accept.json', () => {
      if (!refuse) return { access_token: 'welcome', expires_in: 900 };
      refuse = false;
      throw new HttpError(422, 'weak', { error: 'unprocessable_entity', message: 'x', statusCode: 422, fields: [{ field: 'password', message: 'This password is too common. Choose another one.' }] });
    });
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ines@acme.test');
    await userEvent.type(screen.getByLabelText(/New password/), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and sign in' }));
    expect(await screen.findByText('This password is too common. Choose another one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept and sign in' }));
    expect(http.calls('POST', '/api/invitations/accept.json')[1].body).toEqual({ token: 'abc', name: 'Ines', password: 'password1234' });
    await waitFor(() => expect(resolveService(container, Session).accessToken).toBe('welcome'));
  }, 15_000);

  it('offers a new invitation for an expired link and says it is on its way', async () => {
    const { http } = open(linkRefused(410, 'expired'));
    http.on('POST', '/api/invitations/renewals.json', () => ({ message: 'sent' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a new invitation' }));
    expect(http.calls('POST', '/api/invitations/renewals.json')[0].body).toEqual({ token: 'abc' });
    expect(await screen.findByText(/a new invitation mail is on its way/)).toBeInTheDocument();
  });

  it('says a used link was accepted already, with no new invitation to ask for', async () => {
    open(linkRefused(410, 'used'));
    expect(await screen.findByText('This invitation has already been accepted. Sign in with your email and password.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a new invitation' })).toBeNull();
  });
});
