import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { DiagramEditor } from '../diagram-editor';
import type { DiagramPaper } from '../paper/diagram-paper';
import { viewKeyCommand } from '../paper/view-key-commands';
import { useSavedView } from './use-saved-view';

/** From this many shapes the overview map shows when the diagram opens (it can be shown for any). */
const MINIMAP_SHOWN_FROM_ELEMENTS = 100;

export type WorkspaceDrawer = 'shapes' | 'panels';

/**
 * Moving around the diagram, for the workspace: the saved view, the shortcut sheet (`?`), the overview map,
 * the keyboard given back to the canvas after a toolbar or menu action, and on a small screen the palette and
 * the panels as drawers.
 */
export function useDiagramNavigation(editor: DiagramEditor, paper: DiagramPaper | null, moduleId: number) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const [drawer, setDrawer] = useState<WorkspaceDrawer | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [minimapShown, setMinimapShown] = useState(() => editor.graph.getElements().length >= MINIMAP_SHOWN_FROM_ELEMENTS);
  const openView = useSavedView(paper, moduleId);

  const onCanvasKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || viewKeyCommand(event)?.kind !== 'shortcuts') return;
    event.preventDefault();
    setShortcutsOpen(true);
  }, []);

  /**
   * Put on the workspace: after a button of the toolbar (or of the actions over the canvas) or an item of one
   * of their menus did its job, the keyboard is the canvas's again, so Ctrl+Z and the other shortcuts keep
   * working. A button that opens a menu keeps the focus for it; a dialog opened by a button gives the focus
   * back to the canvas as it closes. Clicks in the panels (fields, layers) keep their focus.
   */
  const returnFocus = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!paper || !target) return;
      if (target.closest('[role="menu"] [role="menuitem"]')) {
        // The menu gives the focus back to its button as it closes: take it after that.
        setTimeout(() => paper.focus());
        return;
      }
      const button = target.closest('[role="toolbar"] button, [data-canvas-overlay] button');
      if (button && !button.hasAttribute('aria-haspopup')) paper.focus();
    },
    [paper],
  );

  return {
    compact,
    drawer: compact ? drawer : null,
    openDrawer: setDrawer,
    closeDrawer: useCallback(() => setDrawer(null), []),
    shortcutsOpen,
    openShortcuts: useCallback(() => setShortcutsOpen(true), []),
    closeShortcuts: useCallback(() => setShortcutsOpen(false), []),
    minimapShown,
    toggleMinimap: useCallback(() => setMinimapShown((shown) => !shown), []),
    openView,
    onCanvasKeyDown,
    returnFocus,
  };
}

export type DiagramNavigation = ReturnType<typeof useDiagramNavigation>;
