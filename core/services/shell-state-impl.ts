import { injectable } from 'inversify';
import { BehaviorSubject, Subject } from 'rxjs';
import { INITIAL_HEADER_TITLE } from '../domain/constants';
import type { ItemToOpen, ShellState } from './shell-state';

@injectable()
export class ShellStateImpl implements ShellState {
  private readonly headerTitleSubject = new BehaviorSubject<string>(INITIAL_HEADER_TITLE);
  private readonly itemToOpenSubject = new BehaviorSubject<ItemToOpen | null>(null);

  readonly headerTitle$ = this.headerTitleSubject.asObservable();
  readonly itemToOpen$ = this.itemToOpenSubject.asObservable();
  private readonly commentsChangedSubject = new Subject<ItemToOpen>();
  readonly commentsChanged$ = this.commentsChangedSubject.asObservable();

  setHeaderTitle(title: string): void {
    this.headerTitleSubject.next(title);
  }

  resetHeaderTitle(): void {
    this.headerTitleSubject.next(INITIAL_HEADER_TITLE);
  }

  setItemToOpen(item: ItemToOpen | null): void {
    this.itemToOpenSubject.next(item);
  }

  notifyCommentsChanged(item: ItemToOpen): void {
    this.commentsChangedSubject.next(item);
  }
}
