import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../sdk/plugin';
import { testRegistry } from '../test/fixtures';
import { createPluginRegistry, embedSegmentOf } from './plugin-registry';

const plugin = (typeKey: string, segment: string, extra: { embedSegment?: string } = {}) =>
  definePlugin({
    manifest: {
      typeKey,
      segment,
      title: typeKey,
      description: '',
      category: 'Documents',
      family: 'list',
      entityAttributes: [],
      ...extra,
    },
    view: async () => ({ default: () => null }),
  });

describe('plugin registry', () => {
  it('finds plugins by type key and by segment', () => {
    expect(testRegistry.byTypeKey('Risks')?.manifest.segment).toBe('risks');
    expect(testRegistry.bySegment('text')?.manifest.typeKey).toBe('FreeTexts');
    expect(testRegistry.byTypeKey('Bpmns')).toBeUndefined();
  });

  it('uses the embed segment when the manifest names one', () => {
    expect(embedSegmentOf(plugin('ImageViewers', 'image-viewer', { embedSegment: 'image-viewers' }))).toBe(
      'image-viewers',
    );
    expect(embedSegmentOf(plugin('Risks', 'risks'))).toBe('risks');
  });

  it('refuses a folder whose index does not export a plugin', () => {
    expect(() => createPluginRegistry({ './x/index.ts': { default: { nope: true } } })).toThrow(/definePlugin/);
  });

  it('refuses two plugins with the same type key or segment', () => {
    expect(() =>
      createPluginRegistry({ './a/index.ts': { default: plugin('A', 'a') }, './b/index.ts': { default: plugin('A', 'b') } }),
    ).toThrow(/type key A/);
    expect(() =>
      createPluginRegistry({ './a/index.ts': { default: plugin('A', 'a') }, './b/index.ts': { default: plugin('B', 'a') } }),
    ).toThrow(/segment a/);
  });

  it('refuses two plugins whose embeds would share a route', () => {
    const viewers = plugin('ImageViewers', 'image-viewer', { embedSegment: 'image-viewers' });
    expect(() =>
      createPluginRegistry({ './a/index.ts': { default: viewers }, './b/index.ts': { default: plugin('B', 'image-viewers') } }),
    ).toThrow(/embed segment image-viewers/);
  });
});
