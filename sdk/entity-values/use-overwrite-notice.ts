import { useEffect, useRef } from 'react';
import type { Observable } from 'rxjs';
import { AlertService } from '../../core/services/alert-service';
import { I18nService } from '../../core/services/i18n-service';
import type { Translate } from '../i18n/translate';
import { useSdkTranslate, type SdkMessageKey } from '../i18n/use-sdk-translate';
import { useService } from '../services-context';
import type { OverwrittenFields } from './entity-values-store';

/** A field's name in the user's words, or undefined for a field the view does not name. */
export type FieldLabel = (field: string) => string | undefined;

let notices = 0;

/** Two people changed the same field at once: this person's later save won ('kept'), or the other's did ('replaced'). */
export type OverwriteSide = 'kept' | 'replaced';

const MESSAGES: Record<OverwriteSide, { fields: SdkMessageKey; item: SdkMessageKey }> = {
  kept: { fields: 'save.overwritten', item: 'save.overwrittenItem' },
  replaced: { fields: 'save.replaced', item: 'save.replacedItem' },
};

/**
 * What the user is told when two changes of the same fields met: the fields by their labels when the view names them
 * all, else only that the item changed.
 */
export function overwriteNoticeText(t: Translate<SdkMessageKey>, language: string, fields: readonly string[], fieldLabel?: FieldLabel, side: OverwriteSide = 'kept'): string {
  const labels = fields.map((field) => fieldLabel?.(field));
  if (labels.length === 0 || labels.some((label) => label === undefined)) return t(MESSAGES[side].item);
  return t(MESSAGES[side].fields, { fields: new Intl.ListFormat(language, { type: 'conjunction' }).format(labels as string[]) });
}

/** Where a view hears of changes of the same fields meeting (EntityValuesStore). */
export interface OverwriteSources {
  /** This person's save overwrote another's change made meanwhile (the later write wins; other fields were kept). */
  onDidOverwrite: Observable<OverwrittenFields>;
  /** Another person's save, based on an older version, overwrote this person's change. */
  onWasOverwritten: Observable<OverwrittenFields>;
}

/**
 * Tells the user, in the alert bar and without stopping their work, when their change and another person's met on
 * the same fields, whichever of the two won.
 */
export function useOverwriteNotice(sources: OverwriteSources, fieldLabel?: FieldLabel): void {
  const alerts = useService(AlertService);
  const i18n = useService(I18nService);
  const t = useSdkTranslate();
  // Read when a notice is due, so a new label function or language does not subscribe again.
  const words = useRef({ t, fieldLabel });
  useEffect(() => {
    words.current = { t, fieldLabel };
  }, [t, fieldLabel]);
  useEffect(() => {
    const tell = (side: OverwriteSide) => ({ fields }: OverwrittenFields) => {
      notices += 1;
      const text = overwriteNoticeText(words.current.t, i18n.i18next.language, fields, words.current.fieldLabel, side);
      alerts.set({ id: `entity-values:overwritten-${notices}`, severity: 'info', text });
    };
    const subscriptions = [sources.onDidOverwrite.subscribe(tell('kept')), sources.onWasOverwritten.subscribe(tell('replaced'))];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [sources, alerts, i18n]);
}
