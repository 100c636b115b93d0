import type { AuthService } from '../../core/services/auth-service';
import type { CurrentCompanyStore } from '../../core/services/current-company-store';
import type { CurrentUserStore } from '../../core/services/current-user-store';
import type { Session } from '../../core/services/session';
import type { ShellState } from '../../core/services/shell-state';
import type { SystemStore } from '../../core/services/system-store';

/** The slices of the kernel the route guards use; tests hand in small fakes. */
export interface GuardServices {
  session: Pick<Session, 'accessToken' | 'setSessionToken' | 'setLogoutUrl'>;
  auth: Pick<AuthService, 'refreshAccessToken'>;
  currentUser: Pick<CurrentUserStore, 'user' | 'load' | 'registerViewedProject'>;
  currentCompany: Pick<CurrentCompanyStore, 'company' | 'load'>;
  system: Pick<SystemStore, 'system' | 'load'>;
  shell: Pick<ShellState, 'resetHeaderTitle' | 'setItemToOpen'>;
}
