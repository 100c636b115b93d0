import { useCallback, useRef } from 'react';
import type { ProjectModule } from '../../core/domain/api-types';
import type { SaveStatusSource } from '../ui/save-status-source';
import type { EntityValuesStatus } from './entity-values-store';
import { useEntityValues } from './use-entity-values';

export interface EntityDocument<V extends object> {
  status: EntityValuesStatus;
  error: string | null;
  /** Null until the first save. */
  value: V | null;
  /** The saved value's id; null until the server has it. */
  id: number | null;
  /** Creates the document on the first call, updates it after. */
  save(value: V): void;
  reload(): Promise<void>;
  saveStatus: SaveStatusSource;
}

/** A module whose content is one entity value (a text document, a settings object): created on first save. */
export function useEntityDocument<V extends object>(module: ProjectModule, attributeKey: string): EntityDocument<V> {
  const values = useEntityValues<V>(module, attributeKey);
  const { items, create, update } = values;
  const first = items[0];
  // Two saves before the re-render that shows the first create must not create two documents.
  const createdKey = useRef<string | null>(null);
  const save = useCallback(
    (value: V) => {
      const key = first?.key ?? createdKey.current;
      if (key) update(key, () => value);
      else createdKey.current = create(value);
    },
    [first?.key, create, update],
  );
  return {
    status: values.status,
    error: values.error,
    value: first?.value ?? null,
    id: first?.id ?? null,
    save,
    reload: values.reload,
    saveStatus: values.saveStatus,
  };
}
