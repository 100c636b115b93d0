import type { dia } from '@joint/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { HttpClient } from '../../core/services/http-client';
import { ShellState } from '../../core/services/shell-state';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { ModuleViewProps } from '../plugin';
import { useService } from '../services-context';
import { ENTITY_VALUE_ITEM_TYPE, MODULE_ITEM_TYPE } from '../ui/comments-button';
import { LoadGate } from '../ui/load-gate';
import { SaveStatus } from '../ui/save-status';
import { addPaletteItem } from './actions/add-palette-item';
import { autoLayout } from './actions/auto-layout';
import { ConnectOverlay } from './connect/connect-overlay';
import { reconnectCheck, type LinkEnd } from './connect/reconnect-check';
import { DEFAULT_LINK_KEY, type DiagramSettings } from './constants';
import type { DiagramEditor } from './diagram-editor';
import { appendSuggestedSteps, type SuggestedShapes } from './actions/append-suggested-steps';
import { useSuggestionTarget } from '../assistant/suggestion-target';
import { extensionShapes, startExtensions, type DiagramExtension } from './diagram-extension';
import { useFileFormat } from './import/use-file-format';
import { ImportProgressBar } from './import/import-progress-bar';
import { useVisioImport } from './import/use-visio-import';
import { VisioPageDialog } from './import/visio-page-dialog';
import type { DiagramPaper } from './paper/diagram-paper';
import type { AnyShapeDefinition } from './shapes/define-shape';
import type { ShapeTitles } from './shapes/shape-titles';
import { showSelectionTools } from './tools/selection-tools';
import { CellContextMenu } from './ui/cell-context-menu';
import { DiagramCanvas } from './ui/diagram-canvas';
import { DiagramToolbar } from './ui/diagram-toolbar';
import { ExtensionActions } from './ui/extension-actions';
import { LayersPanel } from './ui/layers-panel';
import { linkPropertySheet } from './ui/link-property-sheet';
import { PALETTE_DRAG_TYPE, type PaletteGroup, type PaletteItem, type PropertySheets } from './ui/palette';
import { PropertiesPanel } from './ui/properties-panel';
import { SettingsDialog } from './ui/settings-dialog';
import { ShapesPanel } from './ui/shapes-panel';
import { useCellDetailTies } from './ui/use-cell-detail-ties';
import { useCellImages } from './ui/use-cell-images';
import { useSelectItemToOpen } from './ui/use-select-item-to-open';
import { useCommentBadges } from './ui/use-comment-badges';
import { useDiagramPresence } from './ui/use-diagram-presence';
import { useDiagram } from './ui/use-diagram';
import { useDiagramOutput } from './ui/use-diagram-output';
import { useModuleSnapshots } from './ui/use-module-snapshots';
import { CanvasArea } from './ui/canvas-area';
import { Minimap } from './ui/minimap';
import { NavigationTools } from './ui/navigation-tools';
import { ResponsivePanel } from './ui/responsive-panel';
import { ShortcutSheet } from './ui/shortcut-sheet';
import { useDiagramNavigation } from './ui/use-diagram-navigation';
import { useWindowFillHeight } from './ui/use-window-fill-height';
import { useShapeTitle } from './ui/use-shape-title';
import { untypedKeys } from '../../core/i18n/untyped-keys';

export interface DiagramModuleViewProps extends ModuleViewProps {
  /** The plugin's shape set (the product's link, `tessera.Link`, is always added). */
  shapes: readonly AnyShapeDefinition[];
  /** The shapes panel's groups. */
  palette: readonly PaletteGroup[];
  /** The shapes' names in the reader's language (shapeTitles()), for "change type" and the link choices. */
  shapeTitles?: ShapeTitles;
  /** How the properties panel shows each shape type's own properties. */
  propertySheets?: PropertySheets;
  /** The plugin's defaults for module settings the module has not stored (e.g. a default link shape). */
  defaults?: Partial<DiagramSettings>;
  /** Entity attribute keys, when the manifest does not use DIAGRAM_CELL_KEY / DIAGRAM_SETTINGS_KEY. */
  cellAttributeKey?: string;
  settingsAttributeKey?: string;
  /** Height of the editor (the paper needs a definite one); default: what the window has left below the page's header. */
  height?: number | string;
  /** The selected cell's jsid (one cell selected) or null: for a comments panel that follows the selection. */
  onSelectionChange?: (cellId: string | null) => void;
  /**
   * The Comments button: called with the selected cell's jsid, or null for the module. By default it asks
   * the host (ShellState's item to open) for the selected cell's comments, or the module's.
   */
  onOpenComments?: (cellId: string | null) => void;
  /**
   * The plugin's behaviour around the editor (see diagram-extension.ts): graph listeners started when the
   * editor is ready, and actions shown under the toolbar for the selected cell. Keep the array stable (useMemo).
   */
  extensions?: readonly DiagramExtension[];
  /** What the context pad beside a selected shape appends (e.g. BPMN: task, event, gateway); default: the palette's first items. */
  appendChoices?: readonly PaletteItem[];
  /**
   * The palette item each kind of step the assistant suggests becomes ("Suggest next steps", declared in the
   * manifest's `assistantActions`); without it the diagram takes no suggestions. Keep it stable (useMemo).
   */
  suggestedShapes?: SuggestedShapes;
}

const NO_EXTENSIONS: readonly DiagramExtension[] = [];

const DEFAULT_HEIGHT = 'max(480px, calc(100vh - 180px))';
const SIDEBAR_WIDTH = 280;

/**
 * The diagram family's editor: toolbar, shapes panel, the paper, properties and layers panels, the module
 * settings dialog and printing, around one DiagramEditor. A diagram plugin's view is this component with
 * its shapes, palette and property sheets. Read-only (a locked module or no write permission): no palette
 * and no editing, but zoom, pan, selection and the properties stay readable.
 */
export function DiagramModuleView(props: DiagramModuleViewProps) {
  const { module, readOnly, defaults, cellAttributeKey, settingsAttributeKey, extensions = NO_EXTENSIONS } = props;
  const t = useSdkTranslate();
  // The extensions' shapes (e.g. the stakeholder stencil's) join the plugin's.
  const shapes = useMemo(() => extensionShapes(props.shapes, extensions), [props.shapes, extensions]);
  const diagram = useDiagram({
    module,
    shapes,
    readOnly,
    defaults,
    cellAttributeKey,
    settingsAttributeKey,
    defaultLayerName: t('diagram.layers.defaultName'),
  });
  const outer = useRef<HTMLDivElement>(null);
  const fillHeight = useWindowFillHeight(outer, props.height === undefined);
  return (
    <Box ref={outer} sx={{ height: props.height ?? fillHeight ?? DEFAULT_HEIGHT, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <LoadGate status={diagram.status} onRetry={diagram.retry}>
        {diagram.editor && <DiagramWorkspace {...props} editor={diagram.editor} diagram={diagram} />}
      </LoadGate>
    </Box>
  );
}

interface WorkspaceProps extends DiagramModuleViewProps {
  editor: DiagramEditor;
  diagram: ReturnType<typeof useDiagram>;
}

function DiagramWorkspace({ project, module, readOnly, palette, shapeTitles, propertySheets: pluginSheets, editor, diagram, onSelectionChange, onOpenComments, extensions = NO_EXTENSIONS, appendChoices, suggestedShapes }: WorkspaceProps) {
  const t = useSdkTranslate();
  useSuggestionTarget(readOnly || !suggestedShapes ? null : (steps) => appendSuggestedSteps(editor, steps, suggestedShapes));
  const http = useService(HttpClient);
  const [paper, setPaper] = useState<DiagramPaper | null>(null);
  const [zoom, setZoom] = useState(1);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [connectFrom, setConnectFrom] = useState<dia.Cell.ID | null>(null);
  const [message, setMessage] = useState<{ text: string; severity: 'info' | 'warning' | 'error' } | null>(null);
  const connectRef = useRef(connectFrom);
  connectRef.current = connectFrom;
  const navigation = useDiagramNavigation(editor, paper, module.id);

  const refuse = useCallback((reason: string) => setMessage({ text: untypedKeys(t)(`diagram.refusal.${reason}`), severity: 'info' }), [t]);
  const isVisible = useCallback((cell: dia.Cell) => !editor.layers.isHidden(cell.get('layer_id') as string | undefined), [editor]);

  // Paper events the chrome cares about: zoom level, the connect tool, and links the rules refused.
  useEffect(() => {
    if (!paper) return;
    setZoom(paper.viewport.scale);
    const onScale = (sx: number) => setZoom(sx);
    const onCellClick = (view: dia.CellView) => {
      const source = connectRef.current;
      if (source === null) return;
      setConnectFrom(null);
      const check = editor.connect(source, view.model.id);
      if (!check.ok) refuse(check.reason);
    };
    const onLinkUp = (view: dia.LinkView, evt: dia.Event, x: number, y: number) => {
      const end = (view.eventData(evt) as { arrowhead?: LinkEnd }).arrowhead;
      const under = paper.paper.findElementViewsAtPoint({ x, y }).map((found) => found.model);
      const target = under[under.length - 1];
      if (!end || !target || (view.model.get(end) as dia.Link.EndJSON).id === target.id) return;
      const check = reconnectCheck(view.model, end, target, editor.rules);
      if (!check.ok) refuse(check.reason);
    };
    paper.paper.on('scale', onScale);
    paper.paper.on('cell:pointerclick', onCellClick);
    paper.paper.on('link:pointerup', onLinkUp);
    return () => {
      paper.paper.off('scale', onScale);
      paper.paper.off('cell:pointerclick', onCellClick);
      paper.paper.off('link:pointerup', onLinkUp);
    };
  }, [paper, editor, refuse]);

  // Import Visio, when a plugin's extension maps Visio shapes.
  const visioMapper = useMemo(() => extensions.find((extension) => extension.visioImport)?.visioImport, [extensions]);
  const visioImport = useVisioImport(editor, visioMapper, setMessage, { module, cellAttributeKey: diagram.cells.store.attributeKey });
  // Import and export of a plugin's file format (e.g. BPMN 2.0 XML).
  const fileFormat = useMemo(() => extensions.find((extension) => extension.fileFormat)?.fileFormat, [extensions]);
  const fileIo = useFileFormat(editor, fileFormat, module.name, setMessage);

  // The plugin's extensions: started on the loaded editor, again when it turns read-only or writable.
  const cellStore = diagram.cells.store;
  useEffect(
    () => startExtensions(editor, extensions, { projectId: project.id, http, cells: cellStore }),
    [editor, extensions, readOnly, project.id, http, cellStore],
  );
  const propertySheets = useMemo(
    () => Object.assign({ [DEFAULT_LINK_KEY]: linkPropertySheet(untypedKeys(t)) }, pluginSheets, ...extensions.map((extension) => extension.propertySheets ?? {})) as PropertySheets,
    [pluginSheets, extensions, t],
  );
  const paletteSections = useMemo(() => extensions.flatMap((extension) => extension.paletteSection ?? []), [extensions]);

  // Handles on the selected cell: the SDK's resize handles and the extensions' own tools.
  useEffect(() => (paper ? showSelectionTools(paper.paper, editor, extensions) : undefined), [paper, editor, extensions]);

  const imageFailed = useCallback(() => setMessage({ text: t('diagram.imageFailed'), severity: 'error' }), [t]);
  useEffect(() => {
    const subscription = editor.pasteFailed$.subscribe(() => setMessage({ text: t('diagram.pasteFailed'), severity: 'error' }));
    return () => subscription.unsubscribe();
  }, [editor, t]);
  const images = useCellImages(editor, diagram.cells.store, http, module.project_id, module.id, imageFailed);
  const detailTies = useCellDetailTies(module, editor.registry, cellStore);

  // reload_layout: the diagram is arranged by the directed-graph layout when it opens.
  useEffect(() => {
    if (paper && !readOnly && editor.settings.reload_layout) void autoLayout(editor.graph);
    // Once per opened paper, not when the setting changes (the dialog runs it then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paper]);

  const snapshotFailed = useCallback(() => setMessage({ text: t('diagram.snapshotFailed'), severity: 'warning' }), [t]);
  useModuleSnapshots({
    paper,
    readOnly,
    saveStatus: diagram.cells.store.saveStatus,
    http,
    projectId: module.project_id,
    moduleId: module.id,
    isVisible,
    onError: snapshotFailed,
  });

  const shell = useService(ShellState);
  const openComments = useCallback(
    (cellId: string | null) => {
      if (onOpenComments) return onOpenComments(cellId);
      const saved = cellId === null ? undefined : cellStore.items.find((item) => item.value.jsid === cellId && item.id !== null);
      shell.setItemToOpen(
        saved ? { itemType: ENTITY_VALUE_ITEM_TYPE, itemId: saved.id as number } : { itemType: MODULE_ITEM_TYPE, itemId: module.id },
      );
    },
    [onOpenComments, cellStore, shell, module.id],
  );
  useCommentBadges(paper, cellStore, openComments);
  useDiagramPresence(module.id, editor, paper);
  useSelectItemToOpen(editor, paper, cellStore);

  // The selected cell, for a comments panel that follows it.
  const selectedRef = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const subscription = editor.selection.state$.subscribe((state) => {
      const id = state.ids.length === 1 ? String(state.ids[0]) : null;
      if (id === selectedRef.current) return;
      selectedRef.current = id;
      onSelectionChange?.(id);
    });
    return () => subscription.unsubscribe();
  }, [editor, onSelectionChange]);

  const addItem = (item: PaletteItem, at?: { x: number; y: number }) => {
    if (!paper || readOnly) return;
    const area = paper.paper.getArea();
    const cell = addPaletteItem(editor, item, at ?? { x: area.x + area.width / 2, y: area.y + area.height / 2 });
    if (cell) editor.selection.select([cell.id]);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (readOnly || !event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const data = event.dataTransfer.getData(PALETTE_DRAG_TYPE);
    if (!data || !paper) return;
    event.preventDefault();
    const item = JSON.parse(data) as PaletteItem;
    const point = paper.paper.clientToLocalPoint(event.clientX, event.clientY);
    addItem(item, { x: point.x, y: point.y });
  };

  const onConnect = () => {
    if (connectFrom !== null) {
      setConnectFrom(null);
      return;
    }
    const elements = editor.selection.cells.filter((cell) => cell.isElement());
    if (elements.length === 2) {
      const check = editor.connect(elements[0].id, elements[1].id);
      if (!check.ok) refuse(check.reason);
    } else if (elements.length === 1) {
      setConnectFrom(elements[0].id);
    }
  };

  const saveSettings = (next: DiagramSettings) => {
    setSettingsOpen(false);
    const before = editor.settings;
    editor.updateSettings(next);
    diagram.saveSettings({ ...next });
    if (next.reload_layout && !before.reload_layout) void autoLayout(editor.graph);
  };

  const output = useDiagramOutput(editor, paper, isVisible, module.name);

  const shapeTitle = useShapeTitle(editor, shapeTitles);
  const changeTypeChoices = useMemo(() => {
    const types = new Set(palette.flatMap((group) => group.items.map((item) => item.type)).filter((type) => editor.registry.get(type)?.kind === 'element'));
    return [...types].map((type) => ({ type, title: shapeTitle(type) }));
  }, [palette, editor, shapeTitle]);

  const linkChoices = useMemo(
    () => editor.registry.definitions.filter((definition) => definition.kind === 'link').map((definition) => ({ type: definition.type, title: shapeTitle(definition.type) })),
    [editor, shapeTitle],
  );

  return (
    <Stack onClick={navigation.returnFocus} sx={{ flex: 1, minHeight: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}>
      <DiagramToolbar
        editor={editor}
        readOnly={readOnly}
        zoom={zoom}
        controls={paper}
        connecting={connectFrom !== null}
        onConnect={onConnect}
        onSettings={() => setSettingsOpen(true)}
        onPrint={output.openPrintPreview}
        imageExport={output}
        onComments={() => openComments(selectedRef.current ?? null)}
        status={readOnly ? undefined : <SaveStatus queue={diagram.cells.store.saveStatus} />}
        visioImport={visioMapper && !readOnly ? visioImport : undefined}
        fileFormat={fileFormat && { name: fileFormat.name, accept: fileFormat.accept, ...fileIo }}
        navigation={<NavigationTools navigation={navigation} palette={!readOnly} />}
      />
      <ImportProgressBar progress$={visioImport.progress$} label={t('diagram.visioImport.importing')} />
      {visioImport.pageChoice && <VisioPageDialog {...visioImport.pageChoice} />}
      {fileIo.importing && fileFormat && <LinearProgress aria-label={t('diagram.fileFormat.importing', { format: fileFormat.name })} />}
      {connectFrom !== null && (
        <Alert severity="info" sx={{ borderRadius: 0, py: 0 }}>
          {t('diagram.toolbar.connectHint')}
        </Alert>
      )}
      <Stack direction="row" sx={{ flex: 1, minHeight: 0 }}>
        {!readOnly && (
          <ResponsivePanel compact={navigation.compact} anchor="left" open={navigation.drawer === 'shapes'} onClose={navigation.closeDrawer} label={t('diagram.shapes.title')}>
            <ShapesPanel
              projectId={project.id}
              moduleId={module.id}
              groups={palette}
              sections={paletteSections}
              registry={editor.registry}
              fill={navigation.compact}
              onAdd={(item) => {
                navigation.closeDrawer();
                addItem(item);
              }}
            />
          </ResponsivePanel>
        )}
        <CanvasArea
          overlay={<ExtensionActions editor={editor} extensions={extensions} readOnly={readOnly} />}
          corner={paper && navigation.minimapShown && <Minimap paper={paper} />}
        >
          <DiagramCanvas
            editor={editor}
            label={t('diagram.canvas')}
            onPaper={setPaper}
            onOpen={navigation.openView}
            onDragOver={onDragOver}
            onDrop={onDrop}
            onKeyDown={(event) => {
              navigation.onCanvasKeyDown(event);
              if (event.key === 'Escape' && connectFrom !== null) {
                event.preventDefault();
                setConnectFrom(null);
              }
            }}
          />
        </CanvasArea>
        <ResponsivePanel compact={navigation.compact} anchor="right" open={navigation.drawer === 'panels'} onClose={navigation.closeDrawer} label={t('diagram.navigation.openPanels')}>
          <Box component="aside" sx={{ width: SIDEBAR_WIDTH, flex: 'none', overflowY: 'auto', borderLeft: 1, borderColor: 'divider' }}>
            <PropertiesPanel
              editor={editor}
              changeTypeChoices={changeTypeChoices}
              shapeTitle={shapeTitle}
              propertySheets={propertySheets}
              images={readOnly ? undefined : (images ?? undefined)}
              onImageError={imageFailed}
              assignments={{ projectId: project.id, store: diagram.cells.store }}
              detailTies={detailTies}
            />
            <Divider />
            <LayersPanel layers={editor.layers} readOnly={readOnly} />
          </Box>
        </ResponsivePanel>
      </Stack>
      {paper && (
        <ConnectOverlay
          paper={paper}
          editor={editor}
          palette={palette}
          appendChoices={appendChoices}
          changeTypeChoices={changeTypeChoices}
          onRefuse={refuse}
          onConnectMode={setConnectFrom}
          onOpenComments={onOpenComments ?? openComments}
        />
      )}
      <ShortcutSheet open={navigation.shortcutsOpen} onClose={navigation.closeShortcuts} />
      {output.elements}
      <CellContextMenu editor={editor} paper={paper} readOnly={readOnly} />
      <SettingsDialog open={settingsOpen} settings={editor.settings} linkChoices={linkChoices} onSave={saveSettings} onClose={() => setSettingsOpen(false)} />
      <Snackbar open={message !== null} autoHideDuration={6000} onClose={() => setMessage(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {message ? (
          <Alert severity={message.severity} onClose={() => setMessage(null)} role={message.severity === 'info' ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Stack>
  );
}
