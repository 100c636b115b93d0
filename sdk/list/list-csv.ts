import { csvDocument } from '../../core/domain/csv';
import { downloadBlob } from '../ui/download-blob';
import type { EntityItem } from '../entity-values/entity-item';
import type { ListField, ListValue } from './list-field';
import { plainText } from './list-view-state';

/** The rows shown as CSV: the shown columns' labels, then each row's values as the table shows them. */
export function listCsv(columns: readonly ListField[], items: readonly EntityItem<ListValue>[]): string {
  return csvDocument(
    columns.map((column) => column.label),
    items.map((item) => columns.map((column) => plainText(column, item.value))),
  );
}

/** Offers a text as a file download, without a round trip to the server. */
export function downloadText(text: string, fileName: string, contentType: string): void {
  downloadBlob(new Blob([text], { type: contentType }), fileName);
}
