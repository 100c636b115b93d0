import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged } from 'rxjs';
import { RuntimeConfigService } from './runtime-config-service';
import type { UpdateNotice } from './update-notice';

@injectable()
export class UpdateNoticeImpl implements UpdateNotice {
  private readonly availableSubject = new BehaviorSubject(false);

  readonly updateAvailable$ = this.availableSubject.pipe(distinctUntilChanged());

  constructor(@inject(RuntimeConfigService) private readonly runtime: RuntimeConfigService) {}

  reportServerVersion(version: string | null | undefined): void {
    // A response without the header (a proxy's error page, say) tells us nothing about the release.
    if (!version) return;
    this.availableSubject.next(version !== this.runtime.config.releaseTag);
  }
}
