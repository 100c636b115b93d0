import { describe, expect, it } from 'vitest';
import type { ScenarioModule } from '../../core/domain/api-types';
import { testRegistry } from '../test/fixtures';
import { offeredCategories } from './module-kind-catalogue';

const kind = (type_key: string, title: string, category: string, extra: Partial<ScenarioModule> = {}): ScenarioModule => ({
  id: 1,
  type_key,
  segment: type_key.toLowerCase(),
  title,
  category,
  family: 'list',
  description: '',
  icon: null,
  available: true,
  ...extra,
});

describe('the kinds "Add module" offers', () => {
  it('are the catalogue\'s kinds (a hidden one is not listed) grouped in the categories\' order', () => {
    const groups = offeredCategories(testRegistry, [kind('Risks', 'Risks', 'Lists')], ['Documents', 'Lists']);
    expect(groups.map(({ category, kinds }) => [category, kinds.map((offered) => offered.plugin.manifest.typeKey)])).toEqual([['Lists', ['Risks']]]);
  });

  it('show the admin\'s title, description, icon and category, else the plugin\'s own', () => {
    const groups = offeredCategories(
      testRegistry,
      [kind('FreeTexts', 'Notes', 'Lists', { description: 'Write it down.', icon: '/api/system_images/i.png' }), kind('Risks', 'Risks', 'Boards')],
      ['Lists', 'Boards'],
    );
    expect(groups).toEqual([
      { category: 'Lists', kinds: [{ plugin: testRegistry.byTypeKey('FreeTexts'), title: 'Notes', description: 'Write it down.', icon: '/api/system_images/i.png' }] },
      { category: 'Boards', kinds: [{ plugin: testRegistry.byTypeKey('Risks'), title: null, description: null, icon: null }] },
    ]);
  });

  it("show the plugin's own (translated) description while the catalogue holds the manifest's English one", () => {
    const risks = testRegistry.byTypeKey('Risks')!;
    const [group] = offeredCategories(testRegistry, [kind('Risks', 'Risks', 'Lists', { description: risks.manifest.description })], ['Lists']);
    expect(group.kinds[0].description).toBeNull();
  });

  it('leave out kinds this client has no plugin for', () => {
    expect(offeredCategories(testRegistry, [kind('Unknown', 'Unknown', 'Lists')], ['Lists'])).toEqual([]);
  });
});
