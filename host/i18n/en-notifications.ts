/** English messages of the notifications bell, its menu and the notifications page (host namespace, key `notifications`). */
export const notificationsEn = {
  title: 'Notifications',
  bell: 'Notifications, {{count}} unread',
  menu: 'Latest notifications',
  seeAll: 'See all',
  none: 'No notifications yet.',
  someone: 'Someone',
  unread: 'Unread',
  kinds: {
    mention: '{{actor}} mentioned you',
    reply: '{{actor}} replied to your comment',
    invitation_accepted: '{{actor}} accepted your invitation',
    permission_granted: '{{actor}} gave you access to a project',
    assigned: '{{actor}} assigned you an item',
  },
  columns: { notification: 'Notification', created_at: 'When', read_at: 'Read' },
  filter: { label: 'Show', all: 'All', unread: 'Unread', read: 'Read' },
  search: 'Search notifications',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  mentionPicker: 'Project members to mention',
};
