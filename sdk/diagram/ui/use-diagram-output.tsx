import type { dia } from '@joint/core';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import type { DiagramEditor } from '../diagram-editor';
import { exportDiagramImage, portableDiagramSvg, selectionVisibility, type ImageExportFormat } from '../export/diagram-export';
import type { DiagramPaper } from '../paper/diagram-paper';
import { PrintPreviewDialog } from './print-preview-dialog';

export interface DiagramOutput {
  exporting: boolean;
  /** The diagram, or only the selection, downloaded as an image. */
  exportImage: (format: ImageExportFormat, selectionOnly: boolean) => void;
  openPrintPreview: () => void;
  /** The print preview dialog and the output's messages: render them once beside the editor. */
  elements: ReactNode;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Getting the diagram out of the editor: image export (SVG, PNG 1x and 2x) and the print preview. */
export function useDiagramOutput(editor: DiagramEditor | null, paper: DiagramPaper | null, isVisible: (cell: dia.Cell) => boolean, name: string): DiagramOutput {
  const t = useSdkTranslate();
  const [exporting, setExporting] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const exportImage = (format: ImageExportFormat, selectionOnly: boolean) => {
    if (!paper) return;
    setExporting(true);
    const shown = selectionOnly ? selectionVisibility(editor?.selection.cells ?? [], isVisible) : isVisible;
    exportDiagramImage(paper.paper, shown, format, name)
      .catch((error: unknown) => setMessage(t('diagram.export.failed', { message: messageOf(error) })))
      .finally(() => setExporting(false));
  };
  const draw = useCallback(() => (paper ? portableDiagramSvg(paper.paper, isVisible) : Promise.resolve(null)), [paper, isVisible]);
  const closePrint = useCallback(() => setPrintOpen(false), []);
  const printBlocked = useCallback(() => setMessage(t('diagram.printBlocked')), [t]);
  const printFailed = useCallback((error: unknown) => setMessage(t('diagram.export.failed', { message: messageOf(error) })), [t]);

  const elements = (
    <>
      {printOpen && <PrintPreviewDialog title={name} draw={draw} onBlocked={printBlocked} onFailed={printFailed} onClose={closePrint} />}
      <Snackbar open={message !== null} autoHideDuration={6000} onClose={() => setMessage(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {message ? (
          <Alert severity="warning" role="alert" onClose={() => setMessage(null)}>
            {message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
  return { exporting, exportImage, openPrintPreview: () => setPrintOpen(true), elements };
}
