import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';

export interface ItemToOpen {
  itemType: string;
  itemId: number | string;
}

/** One step of the header's breadcrumb trail; the last one, the page itself, has no link. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The project list a project was last reached from (the first crumb of a project's trail). */
export interface ProjectListVisit {
  path: string;
  title: string;
}

/**
 * Global shell state: the header title (starts "Loading...") and breadcrumb trail, the ?item= to open
 * (guard rules 3, 4, 6).
 */
export const ShellState: ServiceToken<ShellState> = serviceToken<ShellState>('ShellState');
export interface ShellState {
  readonly headerTitle$: Observable<string>;
  setHeaderTitle(title: string): void;
  /** Back to "Loading..." with no trail: every navigation starts here until the page says what it is. */
  resetHeaderTitle(): void;
  readonly breadcrumbs$: Observable<readonly Crumb[]>;
  setBreadcrumbs(trail: readonly Crumb[]): void;
  readonly lastProjectList: ProjectListVisit | null;
  setLastProjectList(list: ProjectListVisit): void;
  readonly itemToOpen$: Observable<ItemToOpen | null>;
  setItemToOpen(item: ItemToOpen | null): void;
  /** An item whose comments were written or removed: views showing comment counts read them again. */
  readonly commentsChanged$: Observable<ItemToOpen>;
  notifyCommentsChanged(item: ItemToOpen): void;
}
