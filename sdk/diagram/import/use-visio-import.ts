import { useCallback, useState } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import type { DiagramEditor } from '../diagram-editor';
import type { VisioShapeMapper } from './visio-mapper';

export interface VisioImportNotice {
  text: string;
  severity: 'info' | 'error';
}

/**
 * The editor's "Import Visio": reads the chosen file with the plugin's mapper (the import code, with its
 * unzip library, loads on first use), tells whether it is busy, and reports a failure or skipped shapes.
 */
export function useVisioImport(editor: DiagramEditor, mapper: VisioShapeMapper | undefined, notify: (notice: VisioImportNotice) => void) {
  const t = useSdkTranslate();
  const [importing, setImporting] = useState(false);
  const importFile = useCallback(
    async (file: File) => {
      if (!mapper) return;
      setImporting(true);
      try {
        const { importVisioIntoEditor } = await import('./import-into-editor');
        const { skipped } = await importVisioIntoEditor(editor, file, mapper);
        if (skipped) notify({ text: t('diagram.visioImport.skipped'), severity: 'info' });
      } catch (error) {
        notify({ text: t('diagram.visioImport.failed', { message: error instanceof Error ? error.message : String(error) }), severity: 'error' });
      } finally {
        setImporting(false);
      }
    },
    [editor, mapper, notify, t],
  );
  return { importing, importFile };
}
