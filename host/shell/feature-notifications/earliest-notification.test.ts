import { describe, expect, it } from 'vitest';
import type { ValidNotification } from '../../../core/domain/api-types';
import { earliestNotificationFor } from './earliest-notification';

const notification = (id: number, page_name: string, created_at: string): ValidNotification => ({ id, page_name, created_at, title: `N${id}`, content: '', image: { url: null } });

describe('earliestNotificationFor', () => {
  const notifications = [
    notification(1, '/projects/:projectId', '2026-11-20T10:00:00.000Z'),
    notification(2, '/all-projects', '2026-11-25T10:00:00.000Z'),
    notification(3, '/all-projects', '2026-11-21T10:00:00.000Z'),
  ];

  it('picks the earliest-created notification of the page, whatever the order given', () => {
    expect(earliestNotificationFor(notifications, '/all-projects')?.id).toBe(3);
    expect(earliestNotificationFor([...notifications].reverse(), '/all-projects')?.id).toBe(3);
  });

  it('finds none for another page or for a path that is no page', () => {
    expect(earliestNotificationFor(notifications, '/favorites')).toBeUndefined();
    expect(earliestNotificationFor(notifications, null)).toBeUndefined();
  });
});
