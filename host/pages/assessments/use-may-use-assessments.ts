import { CurrentCompanyStore } from '../../../core/services/current-company-store';
import { CurrentUserStore } from '../../../core/services/current-user-store';
import { useService } from '../../../sdk/services-context';
import { useObservable } from '../../../sdk/use-observable';

/**
 * Whether the current user works with assessments at all: they need company write (data-layer.md §6) and
 * are no share-link visitor. Each assessment's own permission is checked by the server on every call.
 */
export function useMayUseAssessments(): boolean {
  const users = useService(CurrentUserStore);
  const companies = useService(CurrentCompanyStore);
  const user = useObservable(users.user$, () => users.user);
  const company = useObservable(companies.company$, () => companies.company);
  return !!user && !user.shared_user && company?.permissions.write === true;
}
