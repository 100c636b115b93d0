/**
 * The SDK's diagram surface (on @joint/core): the engine, its React view and its shape definitions.
 * Diagram plugins import it from here; everything else comes from sdk/index.ts. Kept apart so that a list
 * or canvas module never loads JointJS.
 */
export { DiagramModuleView, type DiagramModuleViewProps } from './diagram-module-view';
export { DiagramEmbedView, type DiagramEmbedViewProps } from './diagram-embed-view';
export { PALETTE_DRAG_TYPE, type PaletteGroup, type PaletteItem, type PropertyEditorProps, type PropertySheet, type PropertySheets } from './ui/palette';
export type { SuggestedShapes } from './actions/append-suggested-steps';
export { DiagramEditor, type DiagramEditorOptions } from './diagram-editor';
export {
  actionsFor,
  isUserChange,
  startExtensions,
  toolsFor,
  type DiagramAction,
  type DiagramExtension,
  type DiagramExtensionContext,
  type DiagramExtensionView,
  type PaletteSectionProps,
} from './diagram-extension';
export { stakeholderStencil } from './stakeholders/stakeholder-stencil';
export { STAKEHOLDER_SHAPE_KEY, stakeholderShape, stakeholderPaletteItem, type StakeholderShapeProps } from './stakeholders/stakeholder-shape';
export { DiagramPaper, DIMMED_CLASS, type DiagramPaperOptions } from './paper/diagram-paper';
export { DiagramStoreSync, type CellStore, type DiagramStoreSyncOptions } from './diagram-store-sync';
export {
  defineShape,
  type AnyShapeDefinition,
  type CellProps,
  type PropertiesSchema,
  type PropertySchema,
  type ShapeDefinition,
  type ShapePresentation,
} from './shapes/define-shape';
export { defineBoxShape, type BoxShapeOptions } from './shapes/box-shape';
export {
  bodyStyle,
  dashArray,
  DEFAULT_FILL,
  DEFAULT_OUTLINE,
  DEFAULT_OUTLINE_WIDTH,
  LABEL_FONT,
  labelBelow,
  OUTLINE_MAGNET,
  labelInside,
  OUTLINE_STYLES,
  styleProperties,
  TEXT_HORIZONTAL_ANCHORS,
  TEXT_VERTICAL_ANCHORS,
  type LabelBox,
  type StyleProps,
} from './shapes/shape-style';
export { createShapeRegistry, type ShapeRegistry } from './shapes/shape-registry';
export { shapeTitles, type ShapeTitles } from './shapes/shape-titles';
export { linkShape, type LinkProps } from './shapes/link-shape';
export { cellToDocument, documentToCell, type CellDocument, type CellEnd } from './cell-codec';
export {
  ABSORBED,
  masterKey,
  SKIP,
  visioElement,
  visioFlag,
  visioStyle,
  type VisioElementInput,
  type VisioLinkInput,
  type VisioMapContext,
  type VisioShapeMapper,
} from './import/visio-mapper';
export type { VisioBox, VisioConnector, VisioPage, VisioShape } from './import/visio-model';
export { importVisio, type VisioImport } from './import/import-visio';
export { transposeVisioPage } from './import/transpose-visio-page';
export { declareVisioMapper, forMasters, VISIO_BASIC_SHAPES, VISIO_CONNECTORS, type VisioMapperDeclaration } from './import/declared-visio-mapper';
export { formatKindCounts, type DiagramFileFormat, type KindCounts } from './import/diagram-file-format';
export { loadBpmnXml } from './import/bpmn-xml';
export type { LoadCleanUp } from './load-cleanup';
export { readDiagramSettings } from './diagram-settings';
export { SnapshotScheduler, type SnapshotSchedulerOptions } from './snapshot-scheduler';
export { CellImages, cellSavedIn, httpCellImageTransport, type CellImageTransport } from './cell-images';
export { printLayout, type PrintLayout } from './geometry/print-layout';
export { ALIGNMENTS, type Alignment } from './geometry/alignment';
export { autoLayout } from './actions/auto-layout';
export type { DiagramLayer, LayersState } from './layers';
export type { SelectionState } from './selection';
export type { UndoState } from './undo-manager';
export {
  ASSOCIATION_DIRECTIONS,
  CONNECTION_TYPES,
  DEFAULT_DIAGRAM_SETTINGS,
  DEFAULT_LINK_KEY,
  DEFAULT_SHAPE_SIZES,
  FLOW_TYPES,
  LABEL_POSITIONS,
  LANE_HANDLE_MIN_SIZE,
  LANE_MIN_SIZE,
  LINK_TYPES,
  STENCIL_HEIGHT,
  STENCIL_WIDTH,
  type AssociationDirection,
  type ConnectionType,
  type DiagramSettings,
  type FlowType,
  type LabelPosition,
  type LinkType,
} from './constants';
