import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import { pasteInto } from '../../sdk/test-support/paste-into';
import { TEST_COMPANY } from '../../sdk/test-support/render-with-services';
import plugin from './index';

interface SuitePage {
  title: string;
  url: string;
}

const SUITE = 'https://suite.acme.test';

async function setup(seed: SuitePage[], suiteHosts: string[], variant: 'edit' | 'embed' = 'edit') {
  const fixture = createModuleFixture<SuitePage>({ plugin, seed });
  fixture.services.companies.replace({ ...TEST_COMPANY, suite_hosts: suiteHosts });
  await renderPluginView(plugin, fixture, variant);
  return { ...fixture, user: userEvent.setup({ delay: null }) };
}

/** What the browser reports when the page's Content-Security-Policy refuses a frame. */
function policyRefusesFrame(blockedURI: string) {
  const event = Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'frame-src', blockedURI });
  act(() => {
    document.dispatchEvent(event);
  });
}

describe('the embedded suites module', { timeout: 15000 }, () => {
  it('says the company admin must allow hosts, and where, while the company allows none', async () => {
    await setup([], []);
    expect(await screen.findByText(/Your company allows no suite hosts yet\. A company admin adds them in Admin → Company details/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add page' })).toBeDisabled();
  });

  it('shows its pages as tabs, the chosen one in a sandboxed frame that cannot navigate Tessera', async () => {
    const { user } = await setup([{ title: 'Board', url: `${SUITE}/board` }, { title: 'Wiki', url: `${SUITE}/wiki` }], [SUITE]);
    const tabs = await screen.findByRole('tablist', { name: 'Embedded suites' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Board', 'Wiki']);
    await user.click(within(tabs).getByRole('tab', { name: 'Wiki' }));
    const frame = screen.getByTitle('Wiki');
    expect(frame).toHaveAttribute('src', `${SUITE}/wiki`);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads');
    expect(screen.queryByTitle('Board')).not.toBeInTheDocument();
  });

  it('refuses a page of a host the company does not allow, in the form', async () => {
    const { user, server } = await setup([], [SUITE]);
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    const dialog = screen.getByRole('dialog', { name: 'Add page' });
    expect(within(dialog).getByText(`An https address on one of these hosts: ${SUITE}.`)).toBeInTheDocument();
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /Page address/ }), 'https://suite.acme.test.evil.test/');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /Title/ }), 'Lookalike');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/not on one of the hosts your company admin allows/)).toBeInTheDocument();
    expect(server.values).toEqual([]);
  });

  it('shows a page whose host is no longer allowed as a message and its link, not a frame', async () => {
    await setup([{ title: 'Old wiki', url: 'https://old.acme.test/wiki' }], [SUITE], 'embed');
    expect(await screen.findByText(/not on one of the hosts your company admin allows/)).toBeInTheDocument();
    expect(screen.queryByTitle('Old wiki')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open Old wiki in a new tab/ })).toHaveAttribute('href', 'https://old.acme.test/wiki');
  });

  it('offers Reload and the link instead of an empty frame when the page’s policy refuses the host', async () => {
    await setup([{ title: 'Board', url: `${SUITE}/board` }], [SUITE], 'embed');
    expect(await screen.findByTitle('Board')).toBeInTheDocument();
    policyRefusesFrame(`${SUITE}/board`);
    await waitFor(() => expect(screen.queryByTitle('Board')).not.toBeInTheDocument());
    expect(screen.getByText(/cannot be shown until this page is loaded again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open Board in a new tab/ })).toBeInTheDocument();
  });
});
