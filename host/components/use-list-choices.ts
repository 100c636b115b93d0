import { useCallback, useEffect, useRef, useState } from 'react';
import type { Preference } from '../../core/domain/workspace-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import {
  choicesFromPreference,
  DEFAULT_CHOICES,
  HOME_LIST_PREFERENCE_KEY,
  preferenceFromChoices,
  type ListChoices,
} from './project-list-state';

const PREFERENCE_PATH = `/api/current_user/preferences/${HOME_LIST_PREFERENCE_KEY}.json`;

/**
 * The user's remembered view, order and direction (GET/PUT /api/current_user/preferences/home-list.json).
 * `ready` turns true once the stored choices are known (or could not be read: then the defaults), so the
 * list loads once, in the right order. A change is shown at once and saved in the background; failing to
 * save it only means it is not remembered.
 */
export function useListChoices(): { ready: boolean; choices: ListChoices; change(change: Partial<ListChoices>): void } {
  const http = useService(HttpClient);
  const [ready, setReady] = useState(false);
  const [choices, setChoices] = useState<ListChoices>(DEFAULT_CHOICES);
  const current = useRef(DEFAULT_CHOICES);

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<Preference>(PREFERENCE_PATH, { signal: controller.signal, skipStatusHandling: true })
      .then(
        (preference) => {
          if (controller.signal.aborted) return;
          current.current = choicesFromPreference(preference?.value);
          setChoices(current.current);
        },
        () => undefined,
      )
      .finally(() => !controller.signal.aborted && setReady(true));
    return () => controller.abort();
  }, [http]);

  const change = useCallback(
    (partial: Partial<ListChoices>) => {
      const next = { ...current.current, ...partial };
      current.current = next;
      setChoices(next);
      void http
        .put(PREFERENCE_PATH, { value: preferenceFromChoices(next) }, { skipStatusHandling: true })
        .catch(() => undefined);
    },
    [http],
  );

  return { ready, choices, change };
}
