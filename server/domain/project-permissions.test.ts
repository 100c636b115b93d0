import { describe, expect, it } from 'vitest';
import { effectiveOf } from './project-permissions';

describe('effectiveOf (data-layer.md §4)', () => {
  it('raises the direct level to the highest team level', () => {
    expect(effectiveOf('read', ['write', 'read'], null)).toEqual({ level: 'write', source: 'role' });
    expect(effectiveOf('admin', ['write'], null)).toEqual({ level: 'admin', source: 'direct' });
    expect(effectiveOf(null, ['read'], null)).toEqual({ level: 'read', source: 'role' });
  });

  it('names the more specific source on a tie', () => {
    expect(effectiveOf('write', ['write'], null)).toEqual({ level: 'write', source: 'direct' });
    expect(effectiveOf(null, ['admin'], 'admin')).toEqual({ level: 'admin', source: 'role' });
    expect(effectiveOf('read', [], 'admin')).toEqual({ level: 'admin', source: 'company_admin' });
  });

  it('is null without any grant', () => {
    expect(effectiveOf(null, [], null)).toBeNull();
  });
});
