import { isConfinedToProfile } from '../../../core/domain/permissions';
import { CurrentCompanyStore } from '../../../core/services/current-company-store';
import { CurrentUserStore } from '../../../core/services/current-user-store';
import { useService } from '../../../sdk/services-context';
import { useObservable } from '../../../sdk/use-observable';

export interface DataCatalogAccess {
  /** Reads catalogs at all: every signed-in user but share-link visitors and those confined to their profile (§6). */
  read: boolean;
  /** Creates, uploads and copies catalogs into their company: company write. */
  create: boolean;
  /** Makes global copies: system admins. */
  createGlobal: boolean;
}

/** What the current user may do with data catalogs as a whole; each catalog's own level comes with it. */
export function useDataCatalogAccess(): DataCatalogAccess {
  const users = useService(CurrentUserStore);
  const companies = useService(CurrentCompanyStore);
  const user = useObservable(users.user$, () => users.user);
  const company = useObservable(companies.company$, () => companies.company);
  const read = !!user && !user.shared_user && !isConfinedToProfile(user);
  return { read, create: read && company?.permissions.write === true, createGlobal: read && user?.system_admin === true };
}
