import { describe, expect, it } from 'vitest';
import { queryText, searchConfig, searchWords } from './search-terms';

describe('search terms', () => {
  it('keeps words of any script and drops tsquery syntax', () => {
    expect(searchWords("supplier's & (late) | !delivery:*")).toEqual(['supplier', 's', 'late', 'delivery']);
    expect(searchWords('Überprüfung الكتاب façade 2026')).toEqual(['Überprüfung', 'الكتاب', 'façade', '2026']);
    expect(searchWords('¿!')).toEqual([]);
  });

  it('makes every word a required word start', () => {
    expect(queryText(['late', 'deliv'])).toBe('late:* & deliv:*');
  });

  it('lets a word match the words it may be a typo of, never letting tsquery syntax through', () => {
    expect(queryText(['warehuose', 'late'], [['warehouse', 'warehouses'], []])).toBe('(warehuose:* | warehouse | warehouses) & late:*');
    expect(queryText(['vendr'], [['vendor', 'a-b', "o'hara", 'x|y']])).toBe('(vendr:* | vendor)');
  });

  it('chooses the configuration of the interface language, simple otherwise', () => {
    expect(['en', 'de', 'fr', 'es', 'ar', 'pt', 'pt-BR', 'ja'].map(searchConfig)).toEqual([
      'english', 'german', 'french', 'spanish', 'arabic', 'portuguese', 'portuguese', 'simple',
    ]);
  });
});
