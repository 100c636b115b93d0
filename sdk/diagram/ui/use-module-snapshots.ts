import type { dia } from '@joint/core';
import { useEffect } from 'react';
import type { HttpClient } from '../../../core/services/http-client';
import type { SaveStatusSource } from '../../ui/save-status-source';
import type { DiagramPaper } from '../paper/diagram-paper';
import { embedLabelFonts } from '../export/embedded-fonts';
import { SnapshotScheduler } from '../snapshot-scheduler';
import { diagramSvg, diagramSvgAtOnce, svgToPng, uploadModuleSnapshot, type DiagramSvg } from './diagram-image';

export interface ModuleSnapshotsOptions {
  paper: DiagramPaper | null;
  /** Nothing is uploaded while the module is read-only. */
  readOnly: boolean;
  /** The cells' save status: a snapshot follows each successful save. */
  saveStatus: SaveStatusSource;
  http: HttpClient;
  projectId: number;
  moduleId: number;
  isVisible: (cell: dia.Cell) => boolean;
  /** Keep it stable (useCallback): a new one restarts the scheduler. */
  onError: () => void;
}

/**
 * §4: after each successful save a PNG snapshot of the diagram becomes the module's preview (debounced
 * 2000 ms). A save whose snapshot is still waiting when the view goes (the user moved on within 2 s) is
 * snapshotted then, if the diagram is small enough to draw at once.
 */
export function useModuleSnapshots({ paper, readOnly, saveStatus, http, projectId, moduleId, isVisible, onError }: ModuleSnapshotsOptions): void {
  useEffect(() => {
    if (!paper || readOnly) return;
    let waiting = false;
    const render = () => {
      waiting = false;
      return diagramSvg(paper.paper, isVisible);
    };
    const upload = async (svg: DiagramSvg | null) => {
      // The label font embedded: an SVG drawn as an image cannot use the page's fonts.
      if (svg) await uploadModuleSnapshot(http, projectId, moduleId, await svgToPng({ ...svg, markup: await embedLabelFonts(svg.markup) }));
    };
    let saving = false;
    const saved = saveStatus.state$.subscribe((state) => {
      if (state.inFlight) saving = true;
      else if (saving && state.pending === 0 && state.error === null) {
        saving = false;
        waiting = true;
      }
    });
    const scheduler = new SnapshotScheduler({
      saveState$: saveStatus.state$,
      takeSnapshot: async () => upload(await render()),
      onError,
    });
    return () => {
      scheduler.dispose();
      saved.unsubscribe();
      if (!waiting) return;
      try {
        void upload(diagramSvgAtOnce(paper.paper, isVisible)).catch(() => {});
      } catch {
        // The paper is already gone: the next save makes the preview.
      }
    };
  }, [paper, readOnly, saveStatus, http, projectId, moduleId, isVisible, onError]);
}
