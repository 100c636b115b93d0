/**
 * A person added to an item's user_ids by someone else is told ('assigned'), with the module's name and a link
 * that opens the item. Only a person's own saves assign (one value, bulk create, bulk update); copies of
 * values and imports carry assignments from elsewhere and tell no one. Someone with an unread notification of
 * the same item is not told again (a create sent again after a lost answer, an item assigned twice).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema';
import { moduleLink } from './notification-links';
import { notify } from './notify';

export interface AssignedItem {
  id: number;
  user_ids: readonly number[];
}

async function toldOfUnread(db: Queryable, recipientIds: readonly number[], link: string): Promise<Set<number>> {
  const rows = await db
    .select({ user_id: notifications.user_id })
    .from(notifications)
    .where(and(inArray(notifications.user_id, [...recipientIds]), eq(notifications.kind, 'assigned'), eq(notifications.link, link), isNull(notifications.read_at)));
  return new Set(rows.map((row) => row.user_id));
}

/** `before` holds the assignees of updated items as they were; an item missing from it is new. */
export async function notifyOfAssignments(
  db: Queryable,
  actorId: number,
  module: { id: number; project_id: number; name: string },
  items: readonly AssignedItem[],
  before: ReadonlyMap<number, readonly number[]> = new Map(),
): Promise<void> {
  for (const item of items) {
    const previous = new Set(before.get(item.id) ?? []);
    const added = item.user_ids.filter((id) => !previous.has(id) && id !== actorId);
    if (added.length === 0) continue;
    const link = moduleLink(module.project_id, module.id, { itemType: 'EntityValue', itemId: item.id });
    const told = await toldOfUnread(db, added, link);
    await notify(db, added.filter((id) => !told.has(id)), { kind: 'assigned', actorId, text: module.name, link });
  }
}
