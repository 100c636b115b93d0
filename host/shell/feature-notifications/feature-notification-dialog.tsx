/** The shell's new-feature dialog: the notification due on this page, its code (and sanitiser) loaded when one is. */
import { lazyDialog } from '../../components/lazy-part';
import { Tours } from '../../../core/services/tours';
import { useService } from '../../../sdk/services-context';
import { useObservable } from '../../../sdk/use-observable';
import { useFeatureNotification } from './use-feature-notification';

const NotificationDialog = lazyDialog(async () => (await import('./notification-dialog')).NotificationDialog);

/** A running guided tour goes first: the notice waits until it ends. */
export function FeatureNotificationDialog() {
  const { notification, close } = useFeatureNotification();
  const tours = useService(Tours);
  const tour = useObservable(tours.running$, () => tours.running);
  return notification && !tour ? <NotificationDialog key={notification.id} notification={notification} onClose={close} /> : null;
}
