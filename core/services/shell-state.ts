import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';

export interface ItemToOpen {
  itemType: string;
  itemId: number | string;
}

/** Global shell state: the header title (starts "Loading...") and the ?item= to open (guard rules 3, 4, 6). */
export const ShellState: ServiceToken<ShellState> = serviceToken<ShellState>('ShellState');
export interface ShellState {
  readonly headerTitle$: Observable<string>;
  setHeaderTitle(title: string): void;
  resetHeaderTitle(): void;
  readonly itemToOpen$: Observable<ItemToOpen | null>;
  setItemToOpen(item: ItemToOpen | null): void;
  /** An item whose comments were written or removed: views showing comment counts read them again. */
  readonly commentsChanged$: Observable<ItemToOpen>;
  notifyCommentsChanged(item: ItemToOpen): void;
}
