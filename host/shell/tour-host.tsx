import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUR_START_TIMEOUT_MS } from '../../core/domain/constants';
import { tourDueToStart, tourWasSeen, type TourOutcome } from '../../core/domain/tours';
import { AlertService } from '../../core/services/alert-service';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { SystemStore } from '../../core/services/system-store';
import { Tours, type TourRun } from '../../core/services/tours';
import { useService } from '../../sdk/services-context';
import { useObservable } from '../../sdk/use-observable';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';

// The tour library loads with the first tour, not with every page.
const TourRunner = lazy(async () => ({ default: (await import('../../sdk/tours/tour-runner')).TourRunner }));

const SAVE_FAILED_ALERT = 'tour-viewed-save-failed';

/**
 * Runs the tour the help menu or the page asked for, and starts the page's intro or landing tour by itself when
 * it is due (screens-and-editor.md §4); when such a tour is seen, the user's flag is stored on the server.
 */
export function TourHost() {
  const { t } = useTranslation('host');
  const tours = useService(Tours);
  const users = useService(CurrentUserStore);
  const systems = useService(SystemStore);
  const alerts = useService(AlertService);
  const available = useObservable(tours.available$, () => tours.available);
  const running = useObservable(tours.running$, () => tours.running);
  const user = useObservable(users.user$, () => users.user);
  const system = useObservable(systems.system$, () => systems.system);
  const due = running ? undefined : tourDueToStart(available, user, system);

  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => tours.startByItself(due.id), TOUR_START_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [due, tours]);

  if (!running) return null;

  const ended = async ({ tour }: TourRun, outcome: TourOutcome) => {
    tours.end();
    const flag = tour.viewedFlag;
    if (!flag || !tourWasSeen(outcome) || !users.user || users.user[flag]) return;
    try {
      await users.update({ [flag]: true });
    } catch {
      alerts.set({ id: SAVE_FAILED_ALERT, severity: 'warning', text: t('tours.saveFailed') });
      // The store drops the user when an update fails; load it again so the page goes on.
      await users.load();
    }
  };
  return (
    <ChunkErrorBoundary onDialogClose={() => tours.end()}>
      <Suspense fallback={null}>
        <TourRunner key={running.run} tour={running.tour} onEnd={(outcome) => void ended(running, outcome)} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
