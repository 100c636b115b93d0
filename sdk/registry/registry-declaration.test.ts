import { describe, expect, it } from 'vitest';
import { missingMessages } from '../family/message-keys';
import { defineRegistryManifest } from '../manifest';
import { definePlugin } from '../plugin';
import { KEY_STEP, MAP_SIZE, placementPoint, pointAfterKey, pointFromClient, quadrantOf } from './map-geometry';
import { registryDeclarationProblems } from './registry-declaration';
import { isManualOrder, shownEntries, type RegistryEntry } from './registry-entry';

const base = { typeKey: 'Example', segment: 'example', title: 'Example', description: '', category: 'Lists' } as const;

describe('a registry kind’s declaration', () => {
  it('becomes a manifest of the registry family with no entity attributes, and a plugin the family draws', async () => {
    const manifest = defineRegistryManifest({ ...base, registry: { registry: 'stakeholders', groups: 'stakeholder_roles', maps: ['powerInterest'] } });
    expect(manifest).toMatchObject({ family: 'registry', entityAttributes: [] });
    const plugin = definePlugin({ manifest });
    const { default: View } = await plugin.view();
    expect(typeof View).toBe('function');
  });

  it('fails at start when it names a grouping or a map its registry does not have', () => {
    expect(registryDeclarationProblems({ registry: 'stakeholders', groups: 'product_and_service_item_categories' })).toEqual([
      'stakeholders are not grouped by product_and_service_item_categories',
    ]);
    expect(registryDeclarationProblems({ registry: 'stakeholder_roles', maps: ['free'] })).toEqual(['stakeholder_roles have no map positions']);
    expect(registryDeclarationProblems({ registry: 'product_and_service_items', maps: ['powerInterest'] })).toEqual([
      'only stakeholders have power and interest',
    ]);
    expect(() => defineRegistryManifest({ ...base, registry: { registry: 'stakeholder_roles', maps: ['free'] } })).toThrow(
      'The registry kind Example: stakeholder_roles have no map positions.',
    );
  });

  it('implies its item, items and (when grouped) groups labels', () => {
    const manifest = defineRegistryManifest({ ...base, registry: { registry: 'stakeholders', groups: 'stakeholder_roles' } });
    expect(missingMessages(manifest, { en: { title: 'Stakeholders', description: 'Who has a stake', item: 'stakeholder' } })).toEqual(['en: items', 'en: groups']);
  });
});

describe('a registry map', () => {
  it('keeps positions from 0 to MAP_SIZE whatever size it is drawn at', () => {
    const rect = { left: 100, top: 50, width: 720, height: 540 };
    expect(pointFromClient(100 + 360, 50 + 135, rect)).toEqual({ x: 500, y: 250 });
    expect(pointFromClient(0, 9999, rect)).toEqual({ x: 0, y: MAP_SIZE });
  });

  it('moves a placed item with the arrow keys, five steps with Shift, never off the map', () => {
    expect(pointAfterKey({ x: 500, y: 500 }, 'ArrowRight', false)).toEqual({ x: 500 + KEY_STEP, y: 500 });
    expect(pointAfterKey({ x: 500, y: 500 }, 'ArrowUp', true)).toEqual({ x: 500, y: 500 - 5 * KEY_STEP });
    expect(pointAfterKey({ x: 0, y: 0 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 0 });
    expect(pointAfterKey({ x: 0, y: 0 }, 'Enter', false)).toBeUndefined();
  });

  it('names the power/interest quadrant: power upwards, interest to the right', () => {
    expect(quadrantOf({ x: 900, y: 100 })).toBe('manageClosely');
    expect(quadrantOf({ x: 100, y: 100 })).toBe('keepSatisfied');
    expect(quadrantOf({ x: 900, y: 900 })).toBe('keepInformed');
    expect(quadrantOf({ x: 100, y: 900 })).toBe('monitor');
  });

  it('places an item without a pointer at the centre, beside any already there', () => {
    expect(placementPoint([])).toEqual({ x: 500, y: 500 });
    expect(placementPoint([{ x: 500, y: 500 }])).toEqual({ x: 500 + KEY_STEP, y: 500 + KEY_STEP });
  });
});

describe('the registry list', () => {
  const entry = (id: number, name: string, groupIds: number[] = [], description = ''): RegistryEntry => ({ id, name, description, position: id, groupIds });
  const entries = [entry(1, 'Regulator', [10]), entry(2, 'customer', [11], 'buys the product'), entry(3, 'Board', [10, 11])];
  const uses = new Map([
    [1, 1],
    [3, 7],
  ]);
  const used = (id: number) => uses.get(id) ?? 0;
  const names = (shown: RegistryEntry[]) => shown.map((shownEntry) => shownEntry.name);

  it('shows entries in their own order, or by name, or most used first', () => {
    expect(names(shownEntries(entries, { search: '', sort: 'manual' }, used))).toEqual(['Regulator', 'customer', 'Board']);
    expect(names(shownEntries(entries, { search: '', sort: 'name' }, used))).toEqual(['Board', 'customer', 'Regulator']);
    expect(names(shownEntries(entries, { search: '', sort: 'usedIn' }, used))).toEqual(['Board', 'Regulator', 'customer']);
  });

  it('filters by a group and searches name and description, case-insensitively', () => {
    expect(names(shownEntries(entries, { search: '', groupId: 10, sort: 'manual' }, used))).toEqual(['Regulator', 'Board']);
    expect(names(shownEntries(entries, { search: 'PRODUCT', sort: 'manual' }, used))).toEqual(['customer']);
  });

  it('reorders only while every entry shows in its own order', () => {
    expect(isManualOrder({ search: '', sort: 'manual' })).toBe(true);
    expect(isManualOrder({ search: ' x', sort: 'manual' })).toBe(false);
    expect(isManualOrder({ search: '', groupId: 10, sort: 'manual' })).toBe(false);
    expect(isManualOrder({ search: '', sort: 'name' })).toBe(false);
  });
});
