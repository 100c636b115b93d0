import { describe, expect, it } from 'vitest';
import { placeholdersOf, translationProblems } from '../../../scripts/i18n/translation-problems';

const ENGLISH = {
  title: 'Risks of {{project}}',
  link: 'Read <0>the guide</0> about $t(entity:stakeholder.plural)',
  rows: { count_one: 'One row', count_other: '{{count}} rows' },
};

describe('translationProblems', () => {
  it('finds nothing in a complete translation, with the language’s own plural categories', () => {
    const arabic = {
      title: 'مخاطر {{project}}',
      link: 'اقرأ <0>الدليل</0> عن $t(entity:stakeholder.plural)',
      rows: { count_zero: 'لا صفوف', count_one: 'صف واحد', count_two: 'صفان', count_few: '{{count}} صفوف', count_many: '{{count}} صفًا', count_other: '{{count}} صف' },
    };
    expect(translationProblems(ENGLISH, arabic, 'ar')).toEqual([]);
  });

  it('names a missing key, a key English lacks, a missing plural category and differing placeholders', () => {
    const german = { title: 'Risiken von {{projekt}}', rows: { count_one: 'Eine Zeile' }, extra: 'Mehr' };
    expect(translationProblems(ENGLISH, german, 'de')).toEqual([
      '"title" has placeholders {{projekt}}, English {{project}}',
      'missing key "link"',
      'plural "rows.count" lacks the category "other"',
      'key "extra" is not in English',
    ]);
  });

  it('asks Arabic for its six categories where English has two', () => {
    const problems = translationProblems(ENGLISH, { ...ENGLISH }, 'ar');
    expect(problems).toEqual([
      'plural "rows.count" lacks the category "few"',
      'plural "rows.count" lacks the category "many"',
      'plural "rows.count" lacks the category "two"',
      'plural "rows.count" lacks the category "zero"',
    ]);
  });

  it('notices a dropped tag or nesting and a message that is not text', () => {
    expect(translationProblems(ENGLISH, { ...ENGLISH, link: 'Lies den Leitfaden', title: 5 }, 'de')).toEqual([
      '"title" is not text',
      '"link" has placeholders none, English $t(entity:stakeholder.plural) </0> <0>',
    ]);
  });
});

describe('translationProblems with a bare key as the English other form', () => {
  const english = { pages_one: '1 page', pages: '{{count}} pages' };

  it('takes the bare key or the other category in the translation', () => {
    expect(translationProblems(english, { pages_one: '1 Seite', pages_other: '{{count}} Seiten' }, 'de')).toEqual([]);
    expect(translationProblems(english, { pages_one: '1 Seite', pages: '{{count}} Seiten' }, 'de')).toEqual([]);
  });

  it('still wants each category of the language', () => {
    expect(translationProblems(english, { pages_one: '1 page', pages_other: '{{count}} pages' }, 'fr')).toEqual(['plural "pages" lacks the category "many"']);
  });
});

describe('placeholdersOf', () => {
  it('reads interpolations without their format, nestings and numbered tags', () => {
    expect([...placeholdersOf('{{ when, datetime }} by {{name}}: <1/> $t(core:retry)')].sort()).toEqual(['$t(core:retry)', '<1/>', '{{name}}', '{{when}}']);
  });
});
