import type { CurrentUser } from '../../../core/domain/api-types';
import type { AdminPageEntry } from '../../pages/admin/admin-page-entry';
import { SYSTEM_ADMIN_PAGES } from '../../pages/admin/system-admin-pages';
import { COMPANY_ADMIN_PAGES } from '../../pages/company/company-admin-pages';

export interface AdminLinks {
  activePattern: string;
  links: readonly { titleKey: string; to: string }[];
}

/**
 * "Admin" in the navigation: the company admin area's pages for company admins, the system admin area's pages
 * for system admins; null for everybody else (the server checks every call again).
 */
export function adminLinks(user: CurrentUser | null | undefined): AdminLinks | null {
  const companyAdmin = user?.company_role === 'admin' && !user.shared_user;
  if (!user?.system_admin && !companyAdmin) return null;
  const area = (root: string, pages: readonly AdminPageEntry[]) =>
    pages.filter((page) => page.inMenu).map((page) => ({ titleKey: page.titleKey, to: `/${root}/${page.path}` }));
  return {
    activePattern: user.system_admin ? '/admin/*' : '/company/*',
    links: [
      ...(companyAdmin ? area('company', COMPANY_ADMIN_PAGES) : []),
      ...(user.system_admin ? area('admin', SYSTEM_ADMIN_PAGES) : []),
    ],
  };
}
