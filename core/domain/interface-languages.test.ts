import { describe, expect, it } from 'vitest';
import { preferredInterfaceLanguage } from './interface-languages';

describe('preferredInterfaceLanguage', () => {
  it('takes the first browser language the interface speaks, by its primary subtag', () => {
    expect(preferredInterfaceLanguage(['nl-NL', 'de-AT', 'fr'])).toBe('de');
    expect(preferredInterfaceLanguage(['pt-BR'])).toBe('pt');
    expect(preferredInterfaceLanguage(['AR'])).toBe('ar');
  });

  it('is English when the browser names none of them', () => {
    expect(preferredInterfaceLanguage(['nl', 'ja-JP'])).toBe('en');
    expect(preferredInterfaceLanguage([])).toBe('en');
  });
});
