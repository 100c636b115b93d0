import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search-text';

describe('matchesSearch', () => {
  it('ignores case and accents on both sides', () => {
    expect(matchesSearch('Ereignís list', 'EREIGNIS')).toBe(true);
    expect(matchesSearch('Risk list', 'lïst')).toBe(true);
  });

  it('needs every word of the query, in any order', () => {
    expect(matchesSearch('User task', 'task user')).toBe(true);
    expect(matchesSearch('User task', 'user story')).toBe(false);
  });

  it('matches anything when the query is blank', () => {
    expect(matchesSearch('Risks', '  ')).toBe(true);
  });
});
