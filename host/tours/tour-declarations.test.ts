import { describe, expect, it } from 'vitest';
import type { TourDeclaration } from '../../core/domain/tours';
import { SDK_NAMESPACE, sdkMessages } from '../../sdk/i18n/sdk-messages';
import { DIAGRAM_EDITOR_TOUR, moduleTours } from '../../sdk/tours/module-tours';
import { HOST_NAMESPACE, hostEn } from '../i18n/en';
import { pluginEnglish } from '../i18n/plugin-english';
import { pluginRegistry } from '../registry';
import { HOME_TOURS } from './home-tours';
import { PROJECT_TOURS } from './project-tours';

const catalogues: Record<string, unknown> = { [HOST_NAMESPACE]: hostEn, [SDK_NAMESPACE]: sdkMessages.en, ...pluginEnglish };

function message(namespace: string, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogues[namespace]);
}

function keysOf(tour: TourDeclaration): string[] {
  return [tour.titleKey, ...tour.steps.flatMap((step) => [step.titleKey, step.textKey, ...(step.image ? [step.image.altKey] : [])])];
}

const pageTours: Array<[string, readonly TourDeclaration[]]> = [
  ['home', HOME_TOURS],
  ['project', PROJECT_TOURS],
  ...pluginRegistry.plugins.map((plugin) => [`module ${plugin.manifest.typeKey}`, moduleTours(plugin)] as [string, readonly TourDeclaration[]]),
];

describe('the tours of every page', () => {
  it.each(pageTours)('%s: each tour has steps with distinct indexes and ids distinct on the page', (_, tours) => {
    expect(new Set(tours.map((tour) => tour.id)).size).toBe(tours.length);
    for (const tour of tours) {
      expect(tour.steps.length).toBeGreaterThan(0);
      expect(new Set(tour.steps.map((step) => step.index)).size).toBe(tour.steps.length);
    }
  });

  it.each(pageTours)('%s: every title, text and image description has an English message', (_, tours) => {
    const missing = tours.flatMap((tour) => keysOf(tour).filter((key) => typeof message(tour.namespace, key) !== 'string').map((key) => `${tour.namespace}:${key}`));
    expect(missing).toEqual([]);
  });
});

describe('the home and project tours', () => {
  it('start by themselves as the intro and the landing tour', () => {
    expect(HOME_TOURS.map((tour) => tour.viewedFlag)).toEqual(['viewed_intro_tour']);
    expect(PROJECT_TOURS.map((tour) => tour.viewedFlag)).toEqual(['viewed_landing_tour']);
  });
});

describe('moduleTours', () => {
  it("gives a diagram kind the editor's tour and every other kind its family's, the same array each time", () => {
    for (const plugin of pluginRegistry.plugins) {
      const tours = moduleTours(plugin);
      expect(tours).toBe(moduleTours(plugin));
      expect(tours[0] === DIAGRAM_EDITOR_TOUR).toBe(plugin.manifest.family === 'diagram');
      expect(tours.some((tour) => tour.viewedFlag)).toBe(false);
    }
  });

  it("adds a plugin's own tours after its family's", () => {
    const [plugin] = pluginRegistry.plugins;
    const own: TourDeclaration = {
      id: 'own',
      namespace: plugin.manifest.segment,
      titleKey: 'tour.title',
      steps: [{ index: 1, target: 'x', titleKey: 'a', textKey: 'b', image: { src: '/x.png', altKey: 'c' } }],
    };
    const tours = moduleTours({ ...plugin, tours: [own] });
    expect(tours.map((tour) => tour.id)).toEqual([moduleTours(plugin)[0].id, 'own']);
  });
});
