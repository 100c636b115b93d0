import { Container } from 'inversify';
import type { RuntimeConfig } from './domain/runtime-config';
import { TokenRefresher } from './http/token-refresher';
import { AlertService } from './services/alert-service';
import { AssistantClient } from './services/assistant-client';
import { AssistantClientImpl } from './services/assistant-client-impl';
import { AlertServiceImpl } from './services/alert-service-impl';
import { Tours } from './services/tours';
import { ToursImpl } from './services/tours-impl';
import { AuthService } from './services/auth-service';
import { AuthServiceImpl } from './services/auth-service-impl';
import { CurrentCompanyStore } from './services/current-company-store';
import { CurrentCompanyStoreImpl } from './services/current-company-store-impl';
import { CurrentUserStore } from './services/current-user-store';
import { CurrentUserStoreImpl } from './services/current-user-store-impl';
import { EntityLabels } from './services/entity-labels';
import { EntityLabelsImpl } from './services/entity-labels-impl';
import { ErrorReporting } from './services/error-reporting';
import { ErrorReportingImpl } from './services/error-reporting-impl';
import { HttpClient } from './services/http-client';
import { HttpClientImpl } from './services/http-client-impl';
import { I18nService } from './services/i18n-service';
import { I18nServiceImpl } from './services/i18n-service-impl';
import { LiveSocketFactory, LiveUpdates } from './services/live-updates';
import { LiveUpdatesImpl } from './services/live-updates-impl';
import { Navigator } from './services/navigator';
import { NavigatorImpl } from './services/navigator-impl';
import { PermissionService } from './services/permission-service';
import { PermissionServiceImpl } from './services/permission-service-impl';
import { RuntimeConfigService } from './services/runtime-config-service';
import { RuntimeConfigServiceImpl } from './services/runtime-config-service-impl';
import { SaveQueueFactory } from './services/save-queue';
import { SaveQueueFactoryImpl } from './services/save-queue-factory-impl';
import { Session } from './services/session';
import { SessionImpl } from './services/session-impl';
import { ShellState } from './services/shell-state';
import { ShellStateImpl } from './services/shell-state-impl';
import { SuccessSnackbar } from './services/success-snackbar';
import { SuccessSnackbarImpl } from './services/success-snackbar-impl';
import { SystemStore } from './services/system-store';
import { SystemStoreImpl } from './services/system-store-impl';
import { TransferCounters } from './services/transfer-counters';
import { TransferCountersImpl } from './services/transfer-counters-impl';
import { UnsentChanges } from './services/unsent-changes';
import { UnsentChangesImpl } from './services/unsent-changes-impl';
import { UpdateNotice } from './services/update-notice';
import { UpdateNoticeImpl } from './services/update-notice-impl';

/**
 * The kernel: every service of core/services bound to its implementation, one instance each.
 * The host calls this once at start with the configuration it fetched from RUNTIME_CONFIG_PATH.
 * Services are created on first use, so a test may bind HttpTransport before asking for the HTTP client.
 */
export function createContainer(config: RuntimeConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  // A constant is one instance by nature; inversify offers no scope for it.
  container.bind<RuntimeConfigService>(RuntimeConfigService).toConstantValue(new RuntimeConfigServiceImpl(config));

  container.bind<Session>(Session).to(SessionImpl).inSingletonScope();
  container.bind<Navigator>(Navigator).to(NavigatorImpl).inSingletonScope();
  container.bind<ShellState>(ShellState).to(ShellStateImpl).inSingletonScope();
  container.bind<AlertService>(AlertService).to(AlertServiceImpl).inSingletonScope();
  container.bind<SuccessSnackbar>(SuccessSnackbar).to(SuccessSnackbarImpl).inSingletonScope();
  container.bind<TransferCounters>(TransferCounters).to(TransferCountersImpl).inSingletonScope();
  container.bind<UpdateNotice>(UpdateNotice).to(UpdateNoticeImpl).inSingletonScope();
  container.bind<I18nService>(I18nService).to(I18nServiceImpl).inSingletonScope();
  container.bind<ErrorReporting>(ErrorReporting).to(ErrorReportingImpl).inSingletonScope();
  container.bind<Tours>(Tours).to(ToursImpl).inSingletonScope();

  container.bind(TokenRefresher).toSelf().inSingletonScope();
  container.bind<HttpClient>(HttpClient).to(HttpClientImpl).inSingletonScope();
  container.bind<AuthService>(AuthService).to(AuthServiceImpl).inSingletonScope();
  container.bind<CurrentUserStore>(CurrentUserStore).to(CurrentUserStoreImpl).inSingletonScope();
  container.bind<CurrentCompanyStore>(CurrentCompanyStore).to(CurrentCompanyStoreImpl).inSingletonScope();
  container.bind<EntityLabels>(EntityLabels).to(EntityLabelsImpl).inSingletonScope();
  container.bind<SystemStore>(SystemStore).to(SystemStoreImpl).inSingletonScope();
  container.bind<PermissionService>(PermissionService).to(PermissionServiceImpl).inSingletonScope();
  container.bind<UnsentChanges>(UnsentChanges).to(UnsentChangesImpl).inSingletonScope();
  container.bind<SaveQueueFactory>(SaveQueueFactory).to(SaveQueueFactoryImpl).inSingletonScope();
  container.bind<AssistantClient>(AssistantClient).to(AssistantClientImpl).inSingletonScope();
  container.bind<LiveSocketFactory>(LiveSocketFactory).toConstantValue((url) => new WebSocket(url));
  container.bind<LiveUpdates>(LiveUpdates).to(LiveUpdatesImpl).inSingletonScope();

  return container;
}
