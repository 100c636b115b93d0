import { useCallback, useEffect, useRef, useState } from 'react';
import type { Preference } from '../../core/domain/workspace-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';

/** The user's remembered preference key for the view a registry module shows. */
export const registryViewPreferenceKey = (moduleId: number) => `registry-view.${moduleId}`;

/**
 * Which of a registry module's views the user last chose (list, or one of its maps), remembered per user
 * and module on the server (GET/PUT /api/current_user/preferences/registry-view.{moduleId}.json). A stored
 * view the kind no longer offers falls back to the first; a share link's visitor keeps the choice for the visit.
 */
export function useRegistryViewChoice(moduleId: number, viewIds: readonly string[]): [string, (id: string) => void] {
  const http = useService(HttpClient);
  const path = `/api/current_user/preferences/${registryViewPreferenceKey(moduleId)}.json`;
  const [chosen, setChosen] = useState(viewIds[0]);
  const changedHere = useRef(false);
  const offered = viewIds.join(',');

  useEffect(() => {
    const controller = new AbortController();
    http.get<Preference>(path, { signal: controller.signal, skipStatusHandling: true }).then(
      (preference) => {
        const stored = preference?.value;
        if (controller.signal.aborted || changedHere.current || typeof stored !== 'string') return;
        if (offered.split(',').includes(stored)) setChosen(stored);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [http, path, offered]);

  const choose = useCallback(
    (id: string) => {
      changedHere.current = true;
      setChosen(id);
      void http.put(path, { value: id }, { skipStatusHandling: true }).catch(() => undefined);
    },
    [http, path],
  );
  return [viewIds.includes(chosen) ? chosen : viewIds[0], choose];
}
