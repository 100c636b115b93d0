// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES } from '../../../core/domain/interface-languages';
import { DEFAULT_ENTITY_MAP } from '../../../core/domain/entity-map';
import { englishBundles } from '../../../scripts/i18n/english-bundles';
import { translationProblems } from '../../../scripts/i18n/translation-problems';

const root = join(import.meta.dirname, '..', '..', '..');
const bundles = [...englishBundles(), { folder: 'core/i18n/entity-labels', messages: DEFAULT_ENTITY_MAP }];
const languages = INTERFACE_LANGUAGES.map(({ code }) => code).filter((code) => code !== DEFAULT_LANGUAGE);

/** Every problem of one language, each line naming the file it is in. */
function problemsOf(language: string): string[] {
  return bundles.flatMap(({ folder, messages }) => {
    const file = `${folder}/${language}.json`;
    if (!existsSync(join(root, file))) return [`${file} is missing`];
    const translated = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
    return translationProblems(messages, translated, language).map((problem) => `${file}: ${problem}`);
  });
}

describe('every English message is translated into every interface language', () => {
  it.each(languages)('%s', (language) => {
    expect(problemsOf(language)).toEqual([]);
  });
});
