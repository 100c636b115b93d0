import type { ComponentType, ReactNode } from 'react';
import type { HostMessageKey } from '../../i18n/host-message-key';

/**
 * One page of an admin area: /admin/{path} for system admins, /company/{path} for company admins. The
 * area's routes and its entries in the "Admin" menu are both made from these lists.
 */
export interface AdminPageEntry {
  /** Below the area's root: 'users', 'company/:companyId'. */
  path: string;
  /** Message key (host namespace) of its name in the menu. */
  titleKey: HostMessageKey;
  lazy: () => Promise<{ Component: ComponentType } | { element: ReactNode }>;
  /** Detail pages (with an id in the path) are reached from their list, not from the menu. */
  inMenu: boolean;
  /** The heading it is listed under in the "Admin" menu; none for the area's own pages. */
  menu?: 'statistics';
}
