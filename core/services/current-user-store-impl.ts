import { inject, injectable } from 'inversify';
import { API_PATHS } from '../domain/api-paths';
import type { CurrentUser, CurrentUserUpdate } from '../domain/api-types';
import { LoadableValue } from '../state/loadable-value';
import type { CurrentUserStore } from './current-user-store';
import { HttpClient } from './http-client';

@injectable()
export class CurrentUserStoreImpl implements CurrentUserStore {
  private readonly current = new LoadableValue<CurrentUser>();

  readonly user$ = this.current.value$;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  get user(): CurrentUser | null | undefined {
    return this.current.value;
  }

  load(): Promise<CurrentUser | null> {
    return this.current.load(() => this.http.get<CurrentUser>(API_PATHS.currentUser));
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
      this.current.set(updated);
      return updated;
    } catch (error) {
      this.current.set(null);
      throw error;
    }
  }

  async uploadProfileImage(image: Blob): Promise<CurrentUser> {
    const form = new FormData();
    form.append('image', image, image.type === 'image/jpeg' ? 'profile.jpg' : 'profile.png');
    return this.keep(await this.http.post<CurrentUser>(API_PATHS.uploadProfileImage, form));
  }

  async removeProfileImage(): Promise<CurrentUser> {
    return this.keep(await this.http.delete<CurrentUser>(API_PATHS.removeProfileImage));
  }

  private keep(user: CurrentUser): CurrentUser {
    this.current.set(user);
    return user;
  }

  async registerViewedProject(projectId: number): Promise<void> {
    await this.http.post<unknown>(API_PATHS.registerViewedProject, { project_id: projectId });
  }

  async registerViewedNotification(notificationId: number): Promise<CurrentUser> {
    return this.keep(await this.http.post<CurrentUser>(API_PATHS.registerViewedNotification, { notification_id: notificationId }));
  }

  clear(): void {
    this.current.set(null);
  }
}
