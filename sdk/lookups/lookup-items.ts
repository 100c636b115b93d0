/**
 * The items of system-wide lookups, loaded once per lookup through the kernel's HTTP client and shared by
 * every view on the page. An admin page that changes a lookup forgets it, so the next view loads it again.
 */
import { useEffect, useState } from 'react';
import { lookupPath, type FieldLookup, type LookupItem, type LookupResource } from '../../core/domain/lookups';
import { HttpClient } from '../../core/services/http-client';
import { forgetShared, loadShared } from '../http/shared-loads';
import { useService } from '../services-context';

/** The lookup's items in order; a failed load is forgotten, so the next caller tries again. */
export function loadLookupItems(http: HttpClient, lookup: FieldLookup): Promise<LookupItem[]> {
  return loadShared<LookupItem[]>(http, lookupPath(lookup));
}

/** Drops a lookup's items, after it was changed. */
export function forgetLookupItems(http: HttpClient, lookup: LookupResource): void {
  forgetShared(http, lookupPath(lookup));
}

/** The items of each named lookup, by lookup; a lookup is absent until its items have loaded. */
export function useLookupItems(lookups: readonly FieldLookup[]): Partial<Record<FieldLookup, LookupItem[]>> {
  const http = useService(HttpClient);
  const [items, setItems] = useState<Partial<Record<FieldLookup, LookupItem[]>>>({});
  const key = lookups.join(',');
  useEffect(() => {
    let current = true;
    for (const lookup of new Set(key ? (key.split(',') as FieldLookup[]) : [])) {
      loadLookupItems(http, lookup).then(
        (loadedItems) => current && setItems((previous) => ({ ...previous, [lookup]: loadedItems })),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [http, key]);
  return items;
}
