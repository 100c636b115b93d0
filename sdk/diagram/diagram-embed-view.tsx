import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { ModuleViewProps } from '../plugin';
import { LoadGate } from '../ui/load-gate';
import type { DiagramSettings } from './constants';
import { extensionShapes, type DiagramExtension } from './diagram-extension';
import type { DiagramPaper } from './paper/diagram-paper';
import type { AnyShapeDefinition } from './shapes/define-shape';
import { DiagramCanvas } from './ui/diagram-canvas';
import { DiagramToolbar } from './ui/diagram-toolbar';
import { useDiagram } from './ui/use-diagram';
import { useDiagramOutput } from './ui/use-diagram-output';

export interface DiagramEmbedViewProps extends ModuleViewProps {
  shapes: readonly AnyShapeDefinition[];
  /** The editor's extensions, for the shapes they bring (the embed draws; it runs no extension). Keep the array stable. */
  extensions?: readonly DiagramExtension[];
  defaults?: Partial<DiagramSettings>;
  cellAttributeKey?: string;
  settingsAttributeKey?: string;
  /** Height of the diagram; default: the viewport below the embed header bar. */
  height?: number | string;
}

const NO_EXTENSIONS: readonly DiagramExtension[] = [];
const SHOW_EVERY_CELL = () => true;

/** The embed variant: the diagram alone, read only, zoomable and pannable, fitted into view when it opens. */
export function DiagramEmbedView({ module, shapes: pluginShapes, extensions = NO_EXTENSIONS, defaults, cellAttributeKey, settingsAttributeKey, height }: DiagramEmbedViewProps) {
  const t = useSdkTranslate();
  const shapes = useMemo(() => extensionShapes(pluginShapes, extensions), [pluginShapes, extensions]);
  const diagram = useDiagram({ module, shapes, readOnly: true, defaults, cellAttributeKey, settingsAttributeKey, defaultLayerName: t('diagram.layers.defaultName') });
  const [paper, setPaper] = useState<DiagramPaper | null>(null);
  const [zoom, setZoom] = useState(1);
  const output = useDiagramOutput(diagram.editor, paper, SHOW_EVERY_CELL, module.name);
  const onPaper = (next: DiagramPaper | null) => {
    setPaper(next);
    if (next) {
      setZoom(next.viewport.scale);
      next.paper.on('scale', (sx: number) => setZoom(sx));
    }
  };
  return (
    <Box sx={{ height: height ?? 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <LoadGate status={diagram.status} onRetry={diagram.retry}>
        {diagram.editor && (
          <>
            <DiagramToolbar
              editor={diagram.editor}
              readOnly
              zoom={zoom}
              controls={paper}
              connecting={false}
              onConnect={() => {}}
              onSettings={() => {}}
              onPrint={output.openPrintPreview}
              imageExport={output}
            />
            <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
              <DiagramCanvas editor={diagram.editor} label={t('diagram.canvas')} onPaper={onPaper} fitOnOpen />
            </Box>
            {output.elements}
          </>
        )}
      </LoadGate>
    </Box>
  );
}
