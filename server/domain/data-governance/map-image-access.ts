import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataMaps } from '../../db/schema';
import { DATA_MAP_KIND, loadDataItemPermissions } from './data-item-access';

/** A data map's overview picture is served to whoever may read the map. */
export async function mayReadDataMapImage(db: Queryable, auth: AuthContext, url: string): Promise<boolean> {
  if (auth.kind === 'shared') return false;
  const [map] = await db.select().from(dataMaps).where(eq(dataMaps.image, url)).limit(1);
  if (!map || (map.company_id !== null && map.company_id !== auth.user.company_id)) return false;
  return (await loadDataItemPermissions(db, DATA_MAP_KIND, auth, [map])).get(map.id)?.read === true;
}
