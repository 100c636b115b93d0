import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SDK_NAMESPACE, sdkMessages } from '../../../sdk/i18n/sdk-messages';
import { hostEn, HOST_NAMESPACE } from '../../i18n/en';
import { moduleFieldNamer } from './field-names';
import { untypedKeys } from '../../../core/i18n/untyped-keys';

async function namerIn(language: string, segment: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: {
        [HOST_NAMESPACE]: hostEn,
        [SDK_NAMESPACE]: sdkMessages.en,
        risks: { fields: { impact: 'Impact' } },
        bpmn: { properties: { event_type: 'Event type' } },
      },
      de: { risks: { fields: { impact: 'Auswirkung' } } },
    },
    initAsync: false,
  });
  return moduleFieldNamer({ exists: (key) => i18n.exists(key), t: (key) => untypedKeys(i18n.t)(key) }, segment);
}

describe('moduleFieldNamer', () => {
  it('names an item’s field as its plugin does, in the reader’s language', async () => {
    expect((await namerIn('en', 'risks'))('impact', false)).toBe('Impact');
    expect((await namerIn('de', 'risks'))('impact', false)).toBe('Auswirkung');
  });

  it('names a diagram’s properties by its plugin, and the shared style ones by the SDK', async () => {
    const name = await namerIn('en', 'bpmn');
    expect(name('event_type', false)).toBe('Event type');
    expect(name('shape_fill', false)).toBe(sdkMessages.en.diagram.properties.fill);
  });

  it('names the module’s own fields and an assignment list as their panels do', async () => {
    const name = await namerIn('en', 'risks');
    expect(name('status_id', true)).toBe('Status');
    expect(name('user_ids', false)).toBe('Users');
  });

  it('spells out a field nothing names from its key', async () => {
    expect((await namerIn('en', 'risks'))('due_date', false)).toBe('Due date');
  });
});
