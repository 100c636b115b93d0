import { resolveService } from './services/service-token';
import { describe, expect, it } from 'vitest';
import { createContainer } from './create-container';
import { testRuntimeConfig } from './testing/runtime-config';
import { AlertService } from './services/alert-service';
import { AuthService } from './services/auth-service';
import { CurrentCompanyStore } from './services/current-company-store';
import { CurrentUserStore } from './services/current-user-store';
import { ErrorReporting } from './services/error-reporting';
import { HttpClient } from './services/http-client';
import { I18nService } from './services/i18n-service';
import { Navigator } from './services/navigator';
import { PermissionService } from './services/permission-service';
import { RuntimeConfigService } from './services/runtime-config-service';
import { SaveQueueFactory } from './services/save-queue';
import { Session } from './services/session';
import { ShellState } from './services/shell-state';
import { SuccessSnackbar } from './services/success-snackbar';
import { SystemStore } from './services/system-store';
import { TransferCounters } from './services/transfer-counters';
import { UpdateNotice } from './services/update-notice';

const TOKENS = {
  AlertService,
  AuthService,
  CurrentCompanyStore,
  CurrentUserStore,
  ErrorReporting,
  HttpClient,
  I18nService,
  Navigator,
  PermissionService,
  RuntimeConfigService,
  SaveQueueFactory,
  Session,
  ShellState,
  SuccessSnackbar,
  SystemStore,
  TransferCounters,
  UpdateNotice,
};

describe('createContainer', () => {
  it.each(Object.entries(TOKENS))('binds %s to one shared instance', (_name, token) => {
    const container = createContainer(testRuntimeConfig());
    const first = container.get(token);
    expect(first).toBeTruthy();
    expect(container.get(token)).toBe(first);
  });

  it('serves the runtime configuration it was built with', () => {
    const container = createContainer(testRuntimeConfig({ releaseTag: 'v42' }));
    expect(resolveService(container, RuntimeConfigService).config.releaseTag).toBe('v42');
  });

  it('gives each container its own services', () => {
    const config = testRuntimeConfig();
    expect(createContainer(config).get(Session)).not.toBe(createContainer(config).get(Session));
  });
});
