import { useCallback, useEffect, useRef, useState } from 'react';
import type { Preference } from '../../core/domain/workspace-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';

/**
 * A choice the user makes in a module and finds again next time, kept on the server per user under `key`
 * (GET/PUT /api/current_user/preferences/{key}.json). `read` turns what is stored into a value (a stored
 * value the view no longer understands becomes its default; pass a function that keeps its identity). A change shows at once; a choice made while the
 * stored one loads wins; a visitor who cannot save (a share link) keeps the choice for the visit.
 */
export function useUserPreference<T>(key: string, fallback: T, read: (stored: unknown) => T): [T, (value: T) => void] {
  const http = useService(HttpClient);
  const path = `/api/current_user/preferences/${key}.json`;
  const [value, setValue] = useState<T>(fallback);
  const changedHere = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    http.get<Preference>(path, { signal: controller.signal, skipStatusHandling: true }).then(
      (preference) => {
        if (controller.signal.aborted || changedHere.current || preference?.value == null) return;
        setValue(read(preference.value));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [http, path, read]);

  const choose = useCallback(
    (next: T) => {
      changedHere.current = true;
      setValue(next);
      void http.put(path, { value: next }, { skipStatusHandling: true }).catch(() => undefined);
    },
    [http, path],
  );
  return [value, choose];
}
