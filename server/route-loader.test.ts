import { describe, expect, it } from 'vitest';
import { isRouteFile } from './route-loader';
import { routeForms } from './route-forms';

describe('isRouteFile', () => {
  it('takes route modules and leaves tests and declarations out', () => {
    expect(['projects.ts', 'entity-values.ts'].every(isRouteFile)).toBe(true);
    expect(['projects.test.ts', 'projects.spec.ts', 'types.d.ts', 'README.md', 'x.tsx'].some(isRouteFile)).toBe(false);
  });
});

describe('routeForms', () => {
  it('answers the .json form, documented, and the bare form, hidden', () => {
    expect(routeForms('/current_user.json')).toEqual([
      { url: '/current_user.json', hide: false },
      { url: '/current_user', hide: true },
    ]);
    expect(routeForms('/system')[0]).toEqual({ url: '/system.json', hide: false });
  });
});
