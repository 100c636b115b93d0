import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';
import type { CurrentUser, CurrentUserUpdate } from '../domain/api-types';

/** undefined: not loaded yet; null: load failed or signed out. */
export const CurrentUserStore: ServiceToken<CurrentUserStore> = serviceToken<CurrentUserStore>('CurrentUserStore');
export interface CurrentUserStore {
  readonly user$: Observable<CurrentUser | null | undefined>;
  readonly user: CurrentUser | null | undefined;
  load(): Promise<CurrentUser | null>;
  update(changes: CurrentUserUpdate): Promise<CurrentUser>;
  /** Uploads a profile image (PNG or JPEG); the answered user replaces the stored one (data-layer.md §4). */
  uploadProfileImage(image: Blob): Promise<CurrentUser>;
  /** Removes the profile image; the answered user replaces the stored one. */
  removeProfileImage(): Promise<CurrentUser>;
  registerViewedProject(projectId: number): Promise<void>;
  /** Marks a new-feature notification as seen; the answered user, without it, replaces the stored one (data-layer.md §4). */
  registerViewedNotification(notificationId: number): Promise<CurrentUser>;
  clear(): void;
}
