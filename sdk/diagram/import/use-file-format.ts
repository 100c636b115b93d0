import { useCallback, useState } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import type { DiagramEditor } from '../diagram-editor';
import { formatKindCounts, type DiagramFileFormat } from './diagram-file-format';
import { exportEditorToFile, importFileIntoEditor } from './file-format-io';
import type { VisioImportNotice } from './use-visio-import';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The editor's "Import <format>" and "Export <format>" for a plugin's file format: busy flags (the import
 * shows the progress bar), the user told what was not drawn or not written (counts per kind) or why a file failed.
 */
export function useFileFormat(editor: DiagramEditor, format: DiagramFileFormat | undefined, moduleName: string, notify: (notice: VisioImportNotice) => void) {
  const t = useSdkTranslate();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const importFile = useCallback(
    async (file: File) => {
      if (!format) return;
      setImporting(true);
      try {
        const { notDrawn } = await importFileIntoEditor(editor, file, format);
        if (Object.keys(notDrawn).length) notify({ text: t('diagram.fileFormat.notDrawn', { kinds: formatKindCounts(notDrawn) }), severity: 'info' });
      } catch (error) {
        notify({ text: t('diagram.fileFormat.importFailed', { format: format.name, message: messageOf(error) }), severity: 'error' });
      } finally {
        setImporting(false);
      }
    },
    [editor, format, notify, t],
  );
  const exportFile = useCallback(async () => {
    if (!format) return;
    setExporting(true);
    try {
      const { notWritten } = await exportEditorToFile(editor, format, moduleName);
      if (Object.keys(notWritten).length) notify({ text: t('diagram.fileFormat.notWritten', { kinds: formatKindCounts(notWritten) }), severity: 'info' });
    } catch (error) {
      notify({ text: t('diagram.fileFormat.exportFailed', { format: format.name, message: messageOf(error) }), severity: 'error' });
    } finally {
      setExporting(false);
    }
  }, [editor, format, moduleName, notify, t]);
  return { importing, exporting, importFile, exportFile };
}
