import { describe, expect, it } from 'vitest';
import { missingMessages } from '../../sdk/family/message-keys';
import { pluginEnglish } from '../i18n/plugin-english';
import { pluginRegistry } from './index';

describe("every plugin's messages", () => {
  it.each(pluginRegistry.plugins.map((plugin) => [plugin.manifest.typeKey, plugin] as const))(
    '%s has each message its manifest implies (title, field, option and area labels)',
    (_, plugin) => {
      expect(missingMessages(plugin.manifest, { en: pluginEnglish[plugin.manifest.segment] })).toEqual([]);
    },
  );
});
