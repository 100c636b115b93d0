import { describe, expect, it } from 'vitest';
import { queryText, searchConfig, searchWords } from './search-terms';

describe('search terms', () => {
  it('keeps words of any script and drops tsquery syntax', () => {
    expect(searchWords("supplier's & (late) | !delivery:*")).toEqual(['supplier', 's', 'late', 'delivery']);
    expect(searchWords('Überprüfung الكتاب façade 2026')).toEqual(['Überprüfung', 'الكتاب', 'façade', '2026']);
    expect(searchWords('¿!')).toEqual([]);
  });

  it('makes every word without known forms a required word start', () => {
    expect(queryText(['late', 'deliv'])).toBe('late:* & deliv:*');
    expect(queryText(['late', 'deliv'], [{ completions: null, similar: [] }])).toBe('late:* & deliv:*');
  });

  it('lets a word match itself and the known words it starts, exactly', () => {
    expect(queryText(['Deliv', 'late'], [{ completions: ['deliver', 'delivery'], similar: [] }, { completions: ['late'], similar: [] }])).toBe(
      '(Deliv | deliver | delivery) & late',
    );
  });

  it('lets a word no known word starts match itself and the words it may be a typo of, never letting tsquery syntax through', () => {
    expect(queryText(['warehuose'], [{ completions: [], similar: ['warehouse', 'warehouses'] }])).toBe('(warehuose | warehouse | warehouses)');
    expect(queryText(['vendr'], [{ completions: [], similar: ['vendor', 'a-b', "o'hara", 'x|y'] }])).toBe('(vendr | vendor)');
    expect(queryText(['migrating'], [{ completions: [], similar: [] }])).toBe('migrating');
  });

  it('chooses the configuration of the interface language, simple otherwise', () => {
    expect(['en', 'de', 'fr', 'es', 'ar', 'pt', 'pt-BR', 'ja'].map(searchConfig)).toEqual([
      'english', 'german', 'french', 'spanish', 'arabic', 'portuguese', 'portuguese', 'simple',
    ]);
  });
});
