import { useState } from 'react';
import type { ProjectModule } from '../../core/domain/api-types';
import { moduleItemsImportPath } from '../../core/domain/registry-io-types';
import { uploadWithProgress } from '../../core/http/upload-with-progress';
import { AlertService } from '../../core/services/alert-service';
import { HttpError } from '../../core/services/http-client';
import { Session } from '../../core/services/session';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useService } from '../services-context';

const ALERT_ID = 'list-import';

type ImportAnswer = { default: unknown[] } & Record<string, Array<{ name: string }>>;

/** The message of a refused import: the server's summary, then each wrong row. */
function refusalText(error: unknown): string {
  const rows = error instanceof HttpError ? (error.body as { errors?: Array<{ line: number; reason: string }> } | null)?.errors : undefined;
  const message = (error as Error).message;
  return rows && rows.length > 0 ? `${message} ${rows.map((row) => `Row ${row.line}: ${row.reason}`).join(' ')}` : message;
}

/**
 * Imports a CSV or XLSX file as new items of a list module (entity_values/import_upload.json), then
 * reloads the items and says what was created, or why nothing was.
 */
export function useListImport(module: Pick<ProjectModule, 'id' | 'project_id'>, reload: () => Promise<void>) {
  const t = useSdkTranslate();
  const session = useService(Session);
  const alerts = useService(AlertService);
  const [importing, setImporting] = useState(false);
  const importFile = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setImporting(true);
    alerts.clear(ALERT_ID);
    try {
      const answer = await uploadWithProgress<ImportAnswer>(session, moduleItemsImportPath(module.project_id, module.id), form, () => {});
      await reload();
      const created = Object.entries(answer).flatMap(([key, rows]) => (key === 'default' ? [] : (rows as Array<{ name: string }>).map((row) => row.name)));
      const text = [t('list.imported', { count: answer.default.length }), created.length > 0 ? t('list.importRegistryItems', { names: created.join(', ') }) : '']
        .filter(Boolean)
        .join(' ');
      alerts.set({ id: ALERT_ID, text, severity: 'success' });
    } catch (error) {
      alerts.set({ id: ALERT_ID, text: refusalText(error), severity: 'error' });
    } finally {
      setImporting(false);
    }
  };
  return { importing, importFile };
}
