import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { testRuntimeConfig } from '../testing/runtime-config';
import { RuntimeConfigServiceImpl } from './runtime-config-service-impl';
import { SessionImpl } from './session-impl';
import { ShellStateImpl } from './shell-state-impl';
import { SuccessSnackbarImpl } from './success-snackbar-impl';
import { TransferCountersImpl } from './transfer-counters-impl';
import { UpdateNoticeImpl } from './update-notice-impl';

describe('SessionImpl', () => {
  it('starts with no tokens and / as the logout URL', () => {
    const session = new SessionImpl();
    expect(session.accessToken).toBeNull();
    expect(session.sessionToken).toBeNull();
    expect(session.logoutUrl).toBe('/');
  });

  it('publishes token changes and falls back to / when the logout URL is cleared', async () => {
    const session = new SessionImpl();
    session.setAccessToken('a');
    session.setSessionToken('s');
    session.setLogoutUrl('/login/acme');
    expect(await firstValueFrom(session.accessToken$)).toBe('a');
    expect(await firstValueFrom(session.sessionToken$)).toBe('s');
    expect(session.logoutUrl).toBe('/login/acme');
    session.setLogoutUrl(null);
    expect(session.logoutUrl).toBe('/');
  });
});

describe('ShellStateImpl', () => {
  it('starts the header title at "Loading..." and resets to it', async () => {
    const shell = new ShellStateImpl();
    expect(await firstValueFrom(shell.headerTitle$)).toBe('Loading...');
    shell.setHeaderTitle('Acme onboarding');
    expect(await firstValueFrom(shell.headerTitle$)).toBe('Acme onboarding');
    shell.resetHeaderTitle();
    expect(await firstValueFrom(shell.headerTitle$)).toBe('Loading...');
  });

  it('holds the item to open', async () => {
    const shell = new ShellStateImpl();
    shell.setItemToOpen({ itemType: 'Risk', itemId: 4 });
    expect(await firstValueFrom(shell.itemToOpen$)).toEqual({ itemType: 'Risk', itemId: 4 });
    shell.setItemToOpen(null);
    expect(await firstValueFrom(shell.itemToOpen$)).toBeNull();
  });
});

describe('SuccessSnackbarImpl', () => {
  it('shows and hides a message', async () => {
    const snackbar = new SuccessSnackbarImpl();
    snackbar.show('Project created');
    expect(await firstValueFrom(snackbar.message$)).toBe('Project created');
    snackbar.hide();
    expect(await firstValueFrom(snackbar.message$)).toBeNull();
  });
});

describe('TransferCountersImpl', () => {
  it('counts uploads and downloads separately and ends each transfer once', async () => {
    const counters = new TransferCountersImpl();
    const endUpload = counters.begin('upload');
    const endDownload = counters.begin('download');
    counters.begin('upload');
    expect(await firstValueFrom(counters.uploads$)).toBe(2);
    expect(await firstValueFrom(counters.downloads$)).toBe(1);

    endUpload();
    endUpload();
    endDownload();
    expect(await firstValueFrom(counters.uploads$)).toBe(1);
    expect(await firstValueFrom(counters.downloads$)).toBe(0);
  });
});

describe('UpdateNoticeImpl', () => {
  it('shows when the server release differs from the client release tag and hides when equal', () => {
    const notice = new UpdateNoticeImpl(new RuntimeConfigServiceImpl(testRuntimeConfig({ releaseTag: 'v1' })));
    const seen: boolean[] = [];
    notice.updateAvailable$.subscribe((value) => seen.push(value));

    notice.reportServerVersion('v1');
    notice.reportServerVersion('v2');
    notice.reportServerVersion('v2');
    notice.reportServerVersion(null);
    notice.reportServerVersion('v1');

    expect(seen).toEqual([false, true, false]);
  });
});

describe('SessionImpl change notifications', () => {
  it('publishes a token only when it changes, treating an empty token as none', () => {
    const session = new SessionImpl();
    const seen: Array<string | null> = [];
    session.accessToken$.subscribe((token) => seen.push(token));
    session.setAccessToken('');
    session.setAccessToken('a');
    session.setAccessToken('a');
    session.setAccessToken(null);
    expect(seen).toEqual([null, 'a', null]);
  });
});
