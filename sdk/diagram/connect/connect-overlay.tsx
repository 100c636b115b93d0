import type { dia } from '@joint/core';
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useObservable } from '../../use-observable';
import { paletteItemSize } from '../actions/add-palette-item';
import { appendShape } from '../actions/append-shape';
import { isHiddenByLayer, isNonInteractive } from '../cell-rules';
import type { DiagramEditor } from '../diagram-editor';
import type { Point } from '../geometry/rect';
import type { DiagramPaper } from '../paper/diagram-paper';
import { toolsTarget } from '../tools/selection-tools';
import type { PaletteGroup, PaletteItem } from '../ui/palette';
import { contextPadAppendChoices, itemsThatMayFollow, paletteItems } from './append-choices';
import { AppendMenu } from './append-menu';
import { appendCentre } from './connect-geometry';
import { ConnectHandles } from './connect-handles';
import { startConnectDrag, type ConnectDrop } from './connect-drag';
import { ContextPad } from './context-pad';
import { useHoveredElement } from './use-hovered-element';
import { useHtmlDrag } from './use-html-drag';
import { useScreenRect } from './use-screen-rect';

export interface ConnectOverlayProps {
  paper: DiagramPaper;
  editor: DiagramEditor;
  palette: readonly PaletteGroup[];
  /** What the context pad appends (the plugin's choice); by default the palette's first items. */
  appendChoices?: readonly PaletteItem[];
  changeTypeChoices: ReadonlyArray<{ type: string; title: string }>;
  /** A link the rules refused: the reason key under `diagram.refusal`. */
  onRefuse: (reason: string) => void;
  /** The toolbar's connect mode from this shape (choose the other one with a click). */
  onConnectMode: (cellId: dia.Cell.ID) => void;
  onOpenComments: (cellId: string) => void;
}

/**
 * Connecting by direct manipulation, over the paper: connect handles on the hovered shape, the context
 * pad beside the selected one, and the append menu where a connect drag ends on empty paper. Drawn in the
 * paper's own box (a portal), so the canvas never moves; nothing shows while the diagram is read-only, nor
 * while shapes are dragged (following them would draw the overlay again at every pointer move).
 */
export function ConnectOverlay({ paper, editor, palette, appendChoices, changeTypeChoices, onRefuse, onConnectMode, onOpenComments }: ConnectOverlayProps) {
  const t = useSdkTranslate();
  const readOnly = useObservable(editor.readOnly$, () => editor.readOnly);
  const selection = useObservable(editor.selection.state$, () => editor.selection.state);
  const { hovered, hold, release } = useHoveredElement(paper.paper);
  const [connecting, setConnecting] = useState(false);
  const moving = useObservable(paper.moving$, () => paper.isMoving);
  const dragging = useHtmlDrag() || connecting || moving;
  const [appendAt, setAppendAt] = useState<{ sourceId: dia.Cell.ID; point: Point; client: Point } | null>(null);
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);

  const items = useMemo(() => paletteItems(palette), [palette]);
  // Read on every render: the selection and read-only observables above are what re-render it.
  const selectedCell = selection.ids.length === 1 ? toolsTarget(editor) : null;
  const selected = selectedCell?.isElement() ? selectedCell : null;
  const handlesOn = hovered && !readOnly && !dragging && canStartLink(editor, hovered) && !isEndOf(selectedCell, hovered) ? hovered : null;
  const handlesRect = useScreenRect(paper.paper, handlesOn);
  const padOn = selected && !dragging ? selected : null;
  const padRect = useScreenRect(paper.paper, padOn);

  const onDrop = (sourceId: dia.Cell.ID, drop: ConnectDrop) => {
    stopDrag.current = null;
    setConnecting(false);
    if (drop.kind === 'refused') onRefuse(drop.reason);
    if (drop.kind === 'blank') setAppendAt({ sourceId, point: drop.point, client: drop.client });
  };

  const startDrag = (sourceId: dia.Cell.ID, event: ReactPointerEvent<HTMLButtonElement>) => {
    stopDrag.current?.();
    setConnecting(true);
    stopDrag.current = startConnectDrag(
      { paper: paper.paper, editor, sourceId, describeRefusal: (reason) => t(`diagram.refusal.${reason}`), onDrop: (drop) => onDrop(sourceId, drop) },
      event.nativeEvent,
    );
  };

  const append = (sourceId: dia.Cell.ID, item: PaletteItem, point: Point) => {
    const added = appendShape(editor, sourceId, item, point);
    if (added) editor.selection.select([added.id]);
  };

  const appendNext = (source: dia.Element, item: PaletteItem) => {
    const box = source.getBBox();
    // Shapes around the source, not those holding it (its pool, its group).
    const occupied = editor.graph
      .getElements()
      .map((element) => element.getBBox())
      .filter((other) => !other.containsRect(box));
    append(source.id, item, appendCentre(box, paletteItemSize(editor, item), occupied));
  };

  const host = paper.paper.el.parentElement;
  if (!host || readOnly) return null;
  const appendSource = appendAt && editor.graph.getCell(appendAt.sourceId);
  return createPortal(
    <>
      {handlesOn && handlesRect && (
        <ConnectHandles
          rect={handlesRect}
          label={t('diagram.connect.handle')}
          onDragStart={(event) => startDrag(handlesOn.id, event)}
          onClick={() => onConnectMode(handlesOn.id)}
          onPointerEnter={hold}
          onPointerLeave={release}
        />
      )}
      {padOn && padRect && (
        <ContextPad
          rect={padRect}
          paperWidth={paper.paper.getComputedSize().width}
          appendChoices={contextPadAppendChoices(editor, padOn, items, appendChoices)}
          changeTypeChoices={changeTypeChoices}
          currentType={String(padOn.get('type'))}
          onAppend={(item) => appendNext(padOn, item)}
          onChangeType={(type) => {
            // The replacement keeps the id, but the removed shape left the selection.
            const replacement = editor.changeType(padOn.id, type);
            if (replacement) editor.selection.select([replacement.id]);
          }}
          onConnectDrag={(event) => startDrag(padOn.id, event)}
          onConnectMode={() => onConnectMode(padOn.id)}
          onDelete={() => editor.deleteSelection()}
          onComments={() => onOpenComments(String(padOn.id))}
        />
      )}
      <AppendMenu
        at={appendAt?.client ?? null}
        items={appendSource ? itemsThatMayFollow(editor, appendSource, items) : []}
        onChoose={(item) => {
          setAppendAt(null);
          if (appendAt) append(appendAt.sourceId, item, appendAt.point);
        }}
        onClose={() => setAppendAt(null)}
      />
    </>,
    host,
  );
}

/** A link may start here: the shape is neither non-interactive nor hidden by a layer (§5). */
function canStartLink(editor: DiagramEditor, element: dia.Element): boolean {
  return !isNonInteractive(element) && !isHiddenByLayer(element, editor.layers);
}

/** The selected link's end handles lie on the shapes it joins: those shapes show no connect handles over them. */
function isEndOf(link: dia.Cell | null, element: dia.Element): boolean {
  return Boolean(link?.isLink() && (link.getSourceCell() === element || link.getTargetCell() === element));
}
