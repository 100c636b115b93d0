import { isConfinedToProfile } from '../../../core/domain/permissions';
import { CurrentCompanyStore } from '../../../core/services/current-company-store';
import { CurrentUserStore } from '../../../core/services/current-user-store';
import { useService } from '../../../sdk/services-context';
import { useObservable } from '../../../sdk/use-observable';

/** What the current user may do with data catalogs and data maps as a whole (one rule for both, §6). */
export interface DataItemAccess {
  /** Reads them at all: every signed-in user but share-link visitors and those confined to their profile. */
  read: boolean;
  /** Creates, uploads and copies them into their company: company write. */
  create: boolean;
  /** Makes global copies: system admins. */
  createGlobal: boolean;
}

/** The current user's access to data catalogs and maps; each item's own level comes with it. */
export function useDataItemAccess(): DataItemAccess {
  const users = useService(CurrentUserStore);
  const companies = useService(CurrentCompanyStore);
  const user = useObservable(users.user$, () => users.user);
  const company = useObservable(companies.company$, () => companies.company);
  const read = !!user && !user.shared_user && !isConfinedToProfile(user);
  return { read, create: read && company?.permissions.write === true, createGlobal: read && user?.system_admin === true };
}
