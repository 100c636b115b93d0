import { useCallback, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { ProjectModule } from '../../../core/domain/api-types';
import { nextTask } from '../../../core/domain/next-task';
import { HttpClient } from '../../../core/services/http-client';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useService } from '../../services-context';
import { useObservable } from '../../use-observable';
import type { DiagramEditor } from '../diagram-editor';
import { formatKindCounts, type KindCounts } from './diagram-file-format';
import { CALLOUT_OF, UNNAMED_KINDS } from './import-visio';
import type { VisioPageChoice } from './visio-page-dialog';
import type { VisioShapeMapper } from './visio-mapper';
import type { VisioDrawing, VisioPage } from './visio-model';
import { untypedKeys } from '../../../core/i18n/untyped-keys';

const UNNAMED_KIND_NAMES = new Set<string>(Object.values(UNNAMED_KINDS));

export interface VisioImportNotice {
  text: string;
  severity: 'info' | 'error';
}

/** Where "each page as a new module" puts the pages: modules like this one, cells in this attribute. */
export interface VisioPageModules {
  module: ProjectModule;
  cellAttributeKey: string;
}

/** The share of the progress bar reading the file takes; mapping and adding the cells take the rest. */
const READ_SHARE = 50;
/** The progress bar moves by this much (percent) while the cells are added. */
const PROGRESS_STEP = 5;

type ImportSteps = typeof import('./import-into-editor');

/**
 * The editor's "Import Visio": reads the chosen file off the page's thread with a progress bar (the import
 * code, with its unzip library, loads on first use); a drawing of several pages asks which page to import,
 * or makes each page a new module (with `pageModules`). Reports a failure, and what was skipped on which page.
 */
export function useVisioImport(editor: DiagramEditor, mapper: VisioShapeMapper | undefined, notify: (notice: VisioImportNotice) => void, pageModules?: VisioPageModules) {
  const t = useSdkTranslate();
  const http = useService(HttpClient);
  // The percentage goes to the progress bar alone (ImportProgressBar): a render of the whole editor per step made
  // a big import slower and its last step longer. The editor re-renders only when an import starts or ends.
  const [progress$] = useState(() => new BehaviorSubject<number | null>(null));
  const running = useObservable(progress$, () => progress$.value !== null);
  /** 0 to 100 while importing, else null. */
  const setProgress = useCallback(
    (percent: number | null) => {
      if (percent !== progress$.value) progress$.next(percent);
    },
    [progress$],
  );
  const [choosing, setChoosing] = useState<{ drawing: VisioDrawing; steps: ImportSteps } | null>(null);

  const fail = useCallback(
    (error: unknown) => notify({ text: t('diagram.visioImport.failed', { message: error instanceof Error ? error.message : String(error) }), severity: 'error' }),
    [notify, t],
  );
  /** A master's name as the drawing gives it; a callout line and a shape without a name in words. */
  const kindName = useCallback(
    (kind: string) =>
      UNNAMED_KIND_NAMES.has(kind)
        ? untypedKeys(t)(`diagram.visioImport.unnamed.${kind}`)
        : kind.startsWith(CALLOUT_OF)
          ? t('diagram.visioImport.calloutOf', { master: kind.slice(CALLOUT_OF.length) })
          : kind,
    [t],
  );
  const reportSkipped = useCallback(
    (pages: ReadonlyArray<{ name: string; skippedKinds: KindCounts }>) => {
      const lost = pages.filter((page) => Object.keys(page.skippedKinds).length > 0);
      if (lost.length) notify({ text: lost.map((page) => t('diagram.visioImport.skipped', { page: page.name, kinds: formatKindCounts(page.skippedKinds, kindName) })).join(' '), severity: 'info' });
    },
    [notify, t, kindName],
  );
  /** Runs the last, main-thread steps after the progress bar has had a frame to show how far it got. */
  const finish = useCallback(async (task: () => Promise<void> | void) => {
    setProgress(READ_SHARE);
    await nextTask();
    try {
      await task();
    } catch (error) {
      fail(error);
    } finally {
      setProgress(null);
    }
  }, [fail, setProgress]);

  const importPage = useCallback(
    (steps: ImportSteps, page: VisioPage) =>
      finish(async () => {
        // In whole PROGRESS_STEPs: the bar redraws only when the value changes.
        const onProgress = (fraction: number) => setProgress(READ_SHARE + Math.floor((fraction * (100 - READ_SHARE)) / PROGRESS_STEP) * PROGRESS_STEP);
        const { skippedKinds } = await steps.importVisioPageIntoEditor(editor, page, mapper as VisioShapeMapper, { onProgress });
        reportSkipped([{ name: page.name, skippedKinds }]);
      }),
    [editor, mapper, finish, reportSkipped, setProgress],
  );

  const importFile = useCallback(
    async (file: File) => {
      if (!mapper) return;
      setProgress(0);
      try {
        const steps = await import('./import-into-editor');
        const drawing = await steps.readVisioDrawing(file, (fraction) => setProgress(Math.round(fraction * READ_SHARE)));
        if (drawing.pages.length > 1) {
          setProgress(null);
          setChoosing({ drawing, steps });
        } else await importPage(steps, drawing.pages[0]);
      } catch (error) {
        fail(error);
        setProgress(null);
      }
    },
    [mapper, importPage, fail, setProgress],
  );

  const eachPageAsModule = useCallback(
    (steps: ImportSteps, drawing: VisioDrawing, target: VisioPageModules) =>
      finish(async () => {
        const mapped = drawing.pages.map((page) => ({ name: page.name, ...steps.mapVisioPage(page, mapper as VisioShapeMapper) }));
        const created = await steps.createPageModules({ http, registry: editor.registry, ...target }, mapped);
        notify({ text: t('diagram.visioImport.modulesCreated', { count: created.length, names: created.map((module) => module.name).join(', ') }), severity: 'info' });
        reportSkipped(mapped);
      }),
    [editor, mapper, http, finish, notify, reportSkipped, t],
  );

  const pageChoice: VisioPageChoice | null = choosing && {
    pages: choosing.drawing.pages.map((page) => ({ name: page.name, shapes: page.shapes.length + page.connectors.length })),
    onImportPage: (index) => {
      setChoosing(null);
      void importPage(choosing.steps, choosing.drawing.pages[index]);
    },
    onEachPageAsModule: pageModules && (() => {
      setChoosing(null);
      void eachPageAsModule(choosing.steps, choosing.drawing, pageModules);
    }),
    onCancel: () => setChoosing(null),
  };
  return { importing: running || choosing !== null, progress$, importFile, pageChoice };
}
