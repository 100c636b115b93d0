import { injectable } from 'inversify';
import { BehaviorSubject, Subject } from 'rxjs';
import { INITIAL_HEADER_TITLE } from '../domain/constants';
import type { Crumb, ItemToOpen, ProjectListVisit, ShellState } from './shell-state';

@injectable()
export class ShellStateImpl implements ShellState {
  private readonly headerTitleSubject = new BehaviorSubject<string>(INITIAL_HEADER_TITLE);
  private readonly breadcrumbsSubject = new BehaviorSubject<readonly Crumb[]>([]);
  private readonly itemToOpenSubject = new BehaviorSubject<ItemToOpen | null>(null);
  private lastProjectListVisit: ProjectListVisit | null = null;

  readonly headerTitle$ = this.headerTitleSubject.asObservable();
  readonly breadcrumbs$ = this.breadcrumbsSubject.asObservable();
  readonly itemToOpen$ = this.itemToOpenSubject.asObservable();
  private readonly commentsChangedSubject = new Subject<ItemToOpen>();
  readonly commentsChanged$ = this.commentsChangedSubject.asObservable();

  setHeaderTitle(title: string): void {
    this.headerTitleSubject.next(title);
  }

  resetHeaderTitle(): void {
    this.headerTitleSubject.next(INITIAL_HEADER_TITLE);
    if (this.breadcrumbsSubject.value.length > 0) this.breadcrumbsSubject.next([]);
  }

  setBreadcrumbs(trail: readonly Crumb[]): void {
    this.breadcrumbsSubject.next(trail);
  }

  get lastProjectList(): ProjectListVisit | null {
    return this.lastProjectListVisit;
  }

  setLastProjectList(list: ProjectListVisit): void {
    this.lastProjectListVisit = list;
  }

  setItemToOpen(item: ItemToOpen | null): void {
    this.itemToOpenSubject.next(item);
  }

  notifyCommentsChanged(item: ItemToOpen): void {
    this.commentsChangedSubject.next(item);
  }
}
