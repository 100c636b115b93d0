import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { DataItemActionsMenu, dataItemActions, type DataItemAction } from './data-item-actions-menu';
import type { DataItemCopyCall, DataItemKind } from './data-item-kind';
import { DataItemPermissionsDialog } from './data-item-permissions-dialog';
import { useDataItemAccess } from './use-data-item-access';

const COPY_CALLS: Record<'clone' | 'copyLocal' | 'copyGlobal', DataItemCopyCall> = { clone: 'clone', copyLocal: 'create_local_from', copyGlobal: 'create_global_from' };

/**
 * The "more actions" of catalogs or maps, wherever they are offered (a card, a row, a map's header): the copies
 * are one call each, then `onCopied` with the copy; permissions and delete open their dialog, rendered by
 * `dialogs`. A failed copy is kept in `failure` for the page to show.
 */
export function useDataItemActions<T extends DataItemSummary>({ kind, deleteBody, onCopied, onDeleted }: {
  kind: DataItemKind<T>;
  deleteBody(item: T): string;
  onCopied(copy: T): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const access = useDataItemAccess();
  const [acting, setActing] = useState<{ item: T; action: 'permissions' | 'delete' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = (item: T, action: DataItemAction) => {
    if (action === 'permissions' || action === 'delete') {
      setActing({ item, action });
      return;
    }
    setFailure(null);
    http.post<T>(kind.api.copy(item.id, COPY_CALLS[action])).then(onCopied, (error: unknown) => setFailure(describeHttpError(error, t)));
  };

  return {
    failure,
    clearFailure: () => setFailure(null),
    menu: (item: T) => <DataItemActionsMenu item={item} actions={dataItemActions(item, access)} onAction={(action) => act(item, action)} />,
    dialogs: (
      <>
        {acting?.action === 'permissions' && <DataItemPermissionsDialog kind={kind} item={acting.item} onClose={() => setActing(null)} />}
        <ConfirmDialog
          open={acting?.action === 'delete'}
          title={t('dataItems.delete.title', { name: acting?.item.name ?? '' })}
          body={acting ? deleteBody(acting.item) : ''}
          confirmLabel={t('dataItems.delete.confirm')}
          onConfirm={async () => {
            if (acting) await http.delete(kind.api.item(acting.item.id));
            setActing(null);
            onDeleted();
          }}
          onClose={() => setActing(null)}
        />
      </>
    ),
  };
}
