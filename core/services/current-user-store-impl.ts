import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { API_PATHS } from '../domain/api-paths';
import type { CurrentUser, CurrentUserUpdate } from '../domain/api-types';
import type { CurrentUserStore } from './current-user-store';
import { HttpClient } from './http-client';

@injectable()
export class CurrentUserStoreImpl implements CurrentUserStore {
  private readonly userSubject = new BehaviorSubject<CurrentUser | null | undefined>(undefined);
  private loading: Promise<CurrentUser | null> | null = null;

  readonly user$ = this.userSubject.asObservable();

  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  get user(): CurrentUser | null | undefined {
    return this.userSubject.value;
  }

  /** Every navigation asks for the user (route guard rule 4); navigations in quick succession share one request. */
  load(): Promise<CurrentUser | null> {
    this.loading ??= this.fetch().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /**
   * PUT with the id plus the changed fields; the answer replaces the stored user. On failure the spec's
   * client stores an empty list as the user (data-layer.md §4); we store null, which every reader
   * already understands as "no user", and reject so the caller can tell the user.
   */
  async update(changes: CurrentUserUpdate): Promise<CurrentUser> {
    const current = this.user;
    if (!current) throw new Error('The current user is not loaded, so there is nothing to update.');
    try {
      const updated = await this.http.put<CurrentUser>(API_PATHS.currentUser, { id: current.id, ...changes });
      this.userSubject.next(updated);
      return updated;
    } catch (error) {
      this.userSubject.next(null);
      throw error;
    }
  }

  async registerViewedProject(projectId: number): Promise<void> {
    await this.http.post<unknown>(API_PATHS.registerViewedProject, { project_id: projectId });
  }

  clear(): void {
    this.userSubject.next(null);
  }

  private async fetch(): Promise<CurrentUser | null> {
    try {
      const user = await this.http.get<CurrentUser>(API_PATHS.currentUser);
      this.userSubject.next(user);
      return user;
    } catch {
      this.userSubject.next(null);
      return null;
    }
  }
}
