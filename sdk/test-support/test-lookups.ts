/** Lookup items for SDK and plugin tests, served by the fake HTTP client as the server serves them. */
import { FIELD_LOOKUPS, lookupPath, type FieldLookup, type LookupItem } from '../../core/domain/lookups';
import type { FakeHttpClient } from './fake-http-client';

const items = (firstId: number, names: string[], weighted = false): LookupItem[] =>
  names.map((name, position) => ({
    id: firstId + position,
    name,
    position,
    color: ['#4CAF7A', '#F5B942', '#E0524D'][position % 3],
    ...(weighted ? { weight: position + 1 } : {}),
  }));

export const TEST_LOOKUP_ITEMS: Record<FieldLookup, LookupItem[]> = {
  risk_item_impacts: items(11, ['Low', 'Medium', 'High'], true),
  risk_item_probabilities: items(21, ['Unlikely', 'Possible', 'Likely'], true),
  driver_item_types: items(31, ['Political', 'Economic', 'Social']),
  ecosystem_roles: items(41, ['Customer', 'Partner', 'Supplier']),
};

/** Answers GET /api/{lookup}.json for every field lookup. */
export function serveTestLookups(http: FakeHttpClient): void {
  for (const lookup of FIELD_LOOKUPS) http.on('GET', lookupPath(lookup), () => TEST_LOOKUP_ITEMS[lookup]);
}
