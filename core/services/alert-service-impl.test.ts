import { describe, expect, it } from 'vitest';
import type { Alert } from './alert-service';
import { AlertServiceImpl } from './alert-service-impl';

const alert = (id: string, text = id): Alert => ({ id, text, severity: 'error' });

function watch(service: AlertServiceImpl): Array<Alert | null> {
  const seen: Array<Alert | null> = [];
  service.alert$.subscribe((value) => seen.push(value));
  return seen;
}

describe('AlertServiceImpl', () => {
  it('shows the alert that was set and clears it', () => {
    const alerts = new AlertServiceImpl();
    const seen = watch(alerts);
    alerts.set(alert('a'));
    alerts.clear();
    expect(seen).toEqual([null, alert('a'), null]);
  });

  it('clear with an id leaves a different alert in place', () => {
    const alerts = new AlertServiceImpl();
    const seen = watch(alerts);
    alerts.set(alert('b'));
    alerts.clear('a');
    expect(seen.at(-1)).toEqual(alert('b'));
  });

  it('never shows a closed id again', () => {
    const alerts = new AlertServiceImpl();
    const seen = watch(alerts);
    alerts.set(alert('a'));
    alerts.close('a');
    alerts.set(alert('a', 'again'));
    expect(seen.at(-1)).toBeNull();

    alerts.set(alert('b'));
    expect(seen.at(-1)).toEqual(alert('b'));
  });

  it('closing an alert that is not shown still remembers it', () => {
    const alerts = new AlertServiceImpl();
    const seen = watch(alerts);
    alerts.set(alert('b'));
    alerts.close('a');
    expect(seen.at(-1)).toEqual(alert('b'));
    alerts.set(alert('a'));
    expect(seen.at(-1)).toEqual(alert('b'));
  });
});
