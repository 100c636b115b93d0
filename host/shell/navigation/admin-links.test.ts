import { describe, expect, it } from 'vitest';
import { aUser } from '../../../core/testing/api-fixtures';
import { adminLinks } from './admin-links';

describe('adminLinks', () => {
  it('gives a company admin the five company statistics pages in their own menu', () => {
    const links = adminLinks(aUser({ company_role: 'admin', system_admin: false }));
    expect(links?.statistics.map((link) => link.to)).toEqual([
      '/company/most-recent-user-events',
      '/company/daily-active-users',
      '/company/monthly-active-users',
      '/company/recent-project-activity',
      '/company/ai-usage',
    ]);
    expect(links?.links.some((link) => link.to.endsWith('daily-active-users'))).toBe(false);
  });

  it('gives a system admin the eleven system statistics pages', () => {
    const links = adminLinks(aUser({ company_role: 'member', system_admin: true }));
    expect(links?.statistics).toHaveLength(11);
    expect(links?.statistics.every((link) => link.to.startsWith('/admin/'))).toBe(true);
  });

  it('gives a system admin who also runs their company the system statistics only, each title once', () => {
    const links = adminLinks(aUser({ company_role: 'admin', system_admin: true }));
    const titles = links?.statistics.map((link) => link.titleKey) ?? [];
    expect(titles).toHaveLength(11);
    expect(new Set(titles).size).toBe(titles.length);
    expect(links?.links.some((link) => link.to.startsWith('/company/'))).toBe(true);
  });

  it('gives a member no admin or statistics menu', () => {
    expect(adminLinks(aUser({ company_role: 'member', system_admin: false }))).toBeNull();
  });
});
