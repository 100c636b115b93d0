import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';

/** Shown when the server's app-release-version differs from the client's release tag. */
export const UpdateNotice: ServiceToken<UpdateNotice> = serviceToken<UpdateNotice>('UpdateNotice');
export interface UpdateNotice {
  readonly updateAvailable$: Observable<boolean>;
  reportServerVersion(version: string | null | undefined): void;
}
