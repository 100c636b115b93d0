import { useCallback, useEffect, useRef, useState } from 'react';
import type { Preference } from '../../core/domain/workspace-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';
import type { ListField } from './list-field';
import { choicesFromStored, DEFAULT_LIST_VIEW, type ListViewChoices } from './list-view-state';

/** Typing in the search box saves once the user pauses. */
const SAVE_CHOICES_DELAY_MS = 600;

/** The user's remembered preference key for one list module's table. */
export const listViewPreferenceKey = (moduleId: number) => `list-view.${moduleId}`;

/**
 * The user's sort, filters, search, grouping and hidden columns of one list module, remembered on the
 * server per user and module (GET/PUT /api/current_user/preferences/list-view.{moduleId}.json). A change shows
 * at once and is saved shortly after; a visitor who cannot save (a share link) keeps it for the visit.
 */
export function useListViewChoices(
  moduleId: number,
  fields: readonly ListField[],
): { choices: ListViewChoices; change: (change: Partial<ListViewChoices>) => void } {
  const http = useService(HttpClient);
  const path = `/api/current_user/preferences/${listViewPreferenceKey(moduleId)}.json`;
  const [choices, setChoices] = useState<ListViewChoices>(DEFAULT_LIST_VIEW);
  const current = useRef(DEFAULT_LIST_VIEW);
  const changedHere = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    http.get<Preference>(path, { signal: controller.signal, skipStatusHandling: true }).then(
      (preference) => {
        // A choice made while the stored ones were loading wins over them.
        if (controller.signal.aborted || changedHere.current || preference?.value == null) return;
        current.current = choicesFromStored(preference.value, fields);
        setChoices(current.current);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [http, path, fields]);

  const save = useCallback(() => {
    saveTimer.current = undefined;
    void http.put(path, { value: current.current }, { skipStatusHandling: true }).catch(() => undefined);
  }, [http, path]);

  // Leaving the module within the delay still saves the last choice.
  useEffect(
    () => () => {
      if (saveTimer.current === undefined) return;
      clearTimeout(saveTimer.current);
      save();
    },
    [save],
  );

  const change = useCallback(
    (partial: Partial<ListViewChoices>) => {
      changedHere.current = true;
      current.current = { ...current.current, ...partial };
      setChoices(current.current);
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(save, SAVE_CHOICES_DELAY_MS);
    },
    [save],
  );

  return { choices, change };
}
