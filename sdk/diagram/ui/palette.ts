import type { dia } from '@joint/core';
import type { ComponentType } from 'react';
import type { DiagramEditor } from '../diagram-editor';

/** One entry of the shapes panel: a registered shape type, optionally with preset attributes. */
export interface PaletteItem {
  /** The shape key, e.g. 'bpmn.Activity'. */
  type: string;
  /** Shown under the preview and read by screen readers. */
  title: string;
  /** Preset attributes of the new cell (e.g. `{ icon_type: 'user' }`), merged over the shape's defaults. */
  attributes?: dia.Cell.Attributes;
  /** A small SVG or image URL for the tile; a box with the title when absent. */
  icon?: string;
}

export interface PaletteGroup {
  id: string;
  title: string;
  items: readonly PaletteItem[];
}

/** How the properties panel shows one shape type's own properties (defaults: all of them; see property-labels.ts for labels). */
export interface PropertySheet {
  /** The property names to show, in this order. */
  properties?: readonly string[];
  /** Labels by property name, translated: every property the SDK does not label itself needs one. */
  labels?: Readonly<Record<string, string>>;
  /** Labels of enum choices, by property name then value. */
  choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** A property's own editor, by property name, instead of the field its schema gives (e.g. a pool's lanes). */
  editors?: Readonly<Record<string, ComponentType<PropertyEditorProps>>>;
}

/** What a property's own editor gets; it changes the cell itself, each edit one undo step. */
export interface PropertyEditorProps {
  editor: DiagramEditor;
  cell: dia.Cell;
  /** The property's label, already translated. */
  label: string;
  disabled: boolean;
}

/** Property sheets by shape type. */
export type PropertySheets = Readonly<Record<string, PropertySheet>>;

/** The MIME type of a palette item dragged with HTML5 drag and drop. */
export const PALETTE_DRAG_TYPE = 'application/x-tessera-shape';
