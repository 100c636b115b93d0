import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lookupPath } from '../../core/domain/lookups';
import { HttpError } from '../../core/services/http-client';
import { fieldDisplay, lookupItemOf, type ListField } from '../list/list-field';
import { ServicesProvider } from '../services-context';
import { createTestServices } from '../test-support/render-with-services';
import { serveTestLookups, TEST_LOOKUP_ITEMS } from '../test-support/test-lookups';
import { forgetLookupItems, loadLookupItems, useLookupItems } from './lookup-items';

const impacts = lookupPath('risk_item_impacts');

describe('lookup items', () => {
  it('are loaded once per lookup and HTTP client, and again after being forgotten', async () => {
    const { http } = createTestServices();
    serveTestLookups(http);
    expect(await loadLookupItems(http, 'risk_item_impacts')).toEqual(TEST_LOOKUP_ITEMS.risk_item_impacts);
    await loadLookupItems(http, 'risk_item_impacts');
    await loadLookupItems(http, 'ecosystem_roles');
    expect(http.requestsTo('GET', impacts)).toHaveLength(1);
    forgetLookupItems(http, 'risk_item_impacts');
    await loadLookupItems(http, 'risk_item_impacts');
    expect(http.requestsTo('GET', impacts)).toHaveLength(2);
  });

  it('are asked for again after a failed load', async () => {
    const { http } = createTestServices();
    http.on('GET', impacts, () => {
      throw new HttpError(503, 'Unavailable', null);
    });
    await expect(loadLookupItems(http, 'risk_item_impacts')).rejects.toThrow('Unavailable');
    serveTestLookups(http);
    expect(await loadLookupItems(http, 'risk_item_impacts')).toEqual(TEST_LOOKUP_ITEMS.risk_item_impacts);
  });

  it('reach a component by lookup once loaded', async () => {
    const services = createTestServices();
    serveTestLookups(services.http);
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider container={services.container}>{children}</ServicesProvider>;
    const { result } = renderHook(() => useLookupItems(['risk_item_impacts', 'ecosystem_roles']), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ risk_item_impacts: TEST_LOOKUP_ITEMS.risk_item_impacts, ecosystem_roles: TEST_LOOKUP_ITEMS.ecosystem_roles }));
  });
});

describe('a lookup field', () => {
  const field: ListField = { name: 'impact', kind: 'lookup', lookup: 'risk_item_impacts', label: 'Impact', lookupItems: TEST_LOOKUP_ITEMS.risk_item_impacts };
  const [, medium] = TEST_LOOKUP_ITEMS.risk_item_impacts;

  it('shows the name of the item its value names, and nothing for an unknown or unloaded one', () => {
    expect(fieldDisplay(field, { impact: medium.id })).toBe('Medium');
    expect(lookupItemOf(field, { impact: medium.id })?.color).toBe(medium.color);
    expect(fieldDisplay(field, { impact: 999 })).toBe('');
    expect(fieldDisplay({ ...field, lookupItems: undefined }, { impact: medium.id })).toBe('');
    expect(fieldDisplay(field, {})).toBe('');
  });
});
