import type { PageKind } from '../routes/route-handle';
import type { GuardServices } from './guard-services';

/**
 * Guard rule 5: opening a project or module page puts the project on "Most Recently Viewed". It is
 * bookkeeping, so navigation never waits for it and a failure is not the user's problem.
 */
export function registerViewedProject(
  currentUser: GuardServices['currentUser'],
  page: PageKind | undefined,
  projectIdInt: number | undefined,
): boolean {
  if ((page !== 'project' && page !== 'module') || projectIdInt === undefined) return false;
  currentUser.registerViewedProject(projectIdInt).catch(() => undefined);
  return true;
}
