/**
 * The three copies of a data catalog or data map (data-layer.md §4: copy to global, copy to local), the same for both:
 * clone.json (beside the source; a system admin's copy of a global item stays global), create_global_from.json
 * (system admins only) and create_local_from.json (into the caller's company). The source must be readable; a local
 * copy needs company write. What a copy holds is the kind's own `copy`.
 */
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/client';
import { forbidden } from '../../errors';
import { loadDataItemAccess, type DataItemKind } from './data-item-access';

export interface DataItemCopyDeclaration<Row extends { id: number; company_id: number | null }, Answer> {
  kind: DataItemKind<Row>;
  /** "data catalogs": in the refusal of a global copy. */
  plural: string;
  assertMayCreate(auth: AuthContext): void;
  copy(db: Database, auth: AuthContext, source: Row, companyId: number | null, name: string | undefined): Promise<Answer>;
}

export type DataItemCopy<Answer> = (db: Database, auth: AuthContext, sourceId: number, name?: string) => Promise<Answer>;

export function dataItemCopies<Row extends { id: number; company_id: number | null }, Answer>(declared: DataItemCopyDeclaration<Row, Answer>) {
  const clone: DataItemCopy<Answer> = async (db, auth, sourceId, name) => {
    declared.assertMayCreate(auth);
    const { item } = await loadDataItemAccess(db, declared.kind, auth, sourceId);
    const companyId = item.company_id === null && auth.user.system_admin ? null : auth.user.company_id;
    return declared.copy(db, auth, item, companyId, name);
  };
  const createGlobalFrom: DataItemCopy<Answer> = async (db, auth, sourceId, name) => {
    const { item } = await loadDataItemAccess(db, declared.kind, auth, sourceId);
    if (!auth.user.system_admin) throw forbidden({ code: 'systemAdminsOnly', message: `Only system administrators can make global ${declared.plural}.` });
    return declared.copy(db, auth, item, null, name);
  };
  const createLocalFrom: DataItemCopy<Answer> = async (db, auth, sourceId, name) => {
    declared.assertMayCreate(auth);
    const { item } = await loadDataItemAccess(db, declared.kind, auth, sourceId);
    return declared.copy(db, auth, item, auth.user.company_id, name);
  };
  return { clone, createGlobalFrom, createLocalFrom };
}
