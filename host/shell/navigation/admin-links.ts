import type { CurrentUser } from '../../../core/domain/api-types';
import type { AdminPageEntry } from '../../pages/admin/admin-page-entry';
import { SYSTEM_ADMIN_PAGES } from '../../pages/admin/system-admin-pages';
import { COMPANY_ADMIN_PAGES } from '../../pages/company/company-admin-pages';
import type { HostMessageKey } from '../../i18n/host-message-key';

export interface AdminLink {
  titleKey: HostMessageKey;
  to: string;
}

export interface AdminLinks {
  activePattern: string;
  links: readonly AdminLink[];
  /** Listed in the same menu under the heading "Statistics". */
  statistics: readonly AdminLink[];
}

/**
 * "Admin" in the navigation: the company admin area's pages for company admins, the system admin area's pages
 * for system admins, their statistics pages apart; null for everybody else (the server checks every call again).
 */
export function adminLinks(user: CurrentUser | null | undefined): AdminLinks | null {
  const companyAdmin = user?.company_role === 'admin' && !user.shared_user;
  if (!user?.system_admin && !companyAdmin) return null;
  const area = (root: string, pages: readonly AdminPageEntry[]) =>
    pages.filter((page) => page.inMenu).map((page) => ({ menu: page.menu, titleKey: page.titleKey, to: `/${root}/${page.path}` }));
  const pages = [...(companyAdmin ? area('company', COMPANY_ADMIN_PAGES) : []), ...(user.system_admin ? area('admin', SYSTEM_ADMIN_PAGES) : [])];
  const link = ({ titleKey, to }: AdminLink) => ({ titleKey, to });
  // A system admin's statistics cover every company, theirs included: their company's pages would repeat the titles.
  const statisticsRoot = user.system_admin ? '/admin/' : '/company/';
  return {
    activePattern: user.system_admin ? '/admin/*' : '/company/*',
    links: pages.filter((page) => page.menu === undefined).map(link),
    statistics: pages.filter((page) => page.menu === 'statistics' && page.to.startsWith(statisticsRoot)).map(link),
  };
}
