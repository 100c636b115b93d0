import LinearProgress from '@mui/material/LinearProgress';
import type { BehaviorSubject } from 'rxjs';
import { useObservable } from '../../use-observable';

/** An import's progress bar, redrawn on its own as the percentage moves; nothing while no import runs. */
export function ImportProgressBar({ progress$, label }: { progress$: BehaviorSubject<number | null>; label: string }) {
  const progress = useObservable(progress$, () => progress$.value);
  return progress === null ? null : <LinearProgress variant="determinate" value={progress} aria-label={label} />;
}
