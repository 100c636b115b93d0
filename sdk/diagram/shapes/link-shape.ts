import type { dia } from '@joint/core';
import {
  ASSOCIATION_DIRECTIONS,
  DEFAULT_LINK_KEY,
  FLOW_TYPES,
  LABEL_POSITIONS,
  LINK_TYPES,
  type AssociationDirection,
  type FlowType,
  type LabelPosition,
  type LinkType,
} from '../constants';
import { defineShape, type CellProps, type ShapePresentation } from './define-shape';

export interface LinkProps {
  /** A relationship link type (ecosystems); when set it decides the notation, else `flowType` does. */
  linkType: LinkType | null;
  flowType: FlowType;
  /** An association's arrows; other flows ignore it. */
  associationDirection: AssociationDirection;
  labelPosition: LabelPosition;
  link_color: string;
  /** A named relationship shown under the title; its colour, when set, also colours the line. */
  relationship_type: string;
  relationship_color: string | null;
  /** The label's own place (an imported drawing's) while `labelPosition` is middle: a fraction of the length and a shift. */
  labelPlacement: { distance: number; offset: { x: number; y: number } } | null;
}

export const DEFAULT_LINK_COLOR = '#333333';
const WHITE = '#ffffff';

/** Where along the link the label sits, as a fraction of its length. */
export const LABEL_DISTANCE: Record<LabelPosition, number> = { source: 0.15, middle: 0.5, target: 0.85 };

type Marker = 'filledArrow' | 'openArrow' | 'hollowTriangle' | 'hollowDiamond' | 'filledDiamond' | 'dot' | 'hollowCircle' | 'slash';

interface Notation {
  dash?: string;
  sourceMarker?: Marker;
  targetMarker?: Marker;
  /** Conversation flows are a double line. */
  double?: boolean;
}

const DASHED = '6 4';
const DOTTED = '2 4';

/** ArchiMate-style relationship notation. */
export const LINK_TYPE_NOTATION: Record<LinkType, Notation> = {
  aggregation: { sourceMarker: 'hollowDiamond' },
  composition: { sourceMarker: 'filledDiamond' },
  assignment: { sourceMarker: 'dot', targetMarker: 'filledArrow' },
  realization: { dash: DASHED, targetMarker: 'hollowTriangle' },
  serving: { targetMarker: 'openArrow' },
  access: { dash: DOTTED, targetMarker: 'openArrow' },
  influence: { dash: DASHED, targetMarker: 'openArrow' },
  trigger: { targetMarker: 'filledArrow' },
  flow: { dash: DASHED, targetMarker: 'filledArrow' },
  special: { targetMarker: 'hollowTriangle' },
  association: {},
};

/** BPMN flow notation. */
export const FLOW_TYPE_NOTATION: Record<FlowType, Notation> = {
  normal: { targetMarker: 'filledArrow' },
  default: { sourceMarker: 'slash', targetMarker: 'filledArrow' },
  conditional: { sourceMarker: 'hollowDiamond', targetMarker: 'filledArrow' },
  message: { dash: DASHED, sourceMarker: 'hollowCircle', targetMarker: 'hollowTriangle' },
  association: { dash: DOTTED },
  conversation: { double: true },
};

function marker(kind: Marker | undefined, color: string): Record<string, unknown> | null {
  switch (kind) {
    case undefined:
      return null;
    case 'filledArrow':
      return { type: 'path', d: 'M 10 -5 0 0 10 5 z', fill: color, stroke: color };
    case 'openArrow':
      return { type: 'path', d: 'M 10 -5 0 0 10 5', fill: 'none', stroke: color, 'stroke-width': 2 };
    case 'hollowTriangle':
      return { type: 'path', d: 'M 14 -7 0 0 14 7 z', fill: WHITE, stroke: color };
    case 'hollowDiamond':
      return { type: 'path', d: 'M 0 0 10 -5 20 0 10 5 z', fill: WHITE, stroke: color };
    case 'filledDiamond':
      return { type: 'path', d: 'M 0 0 10 -5 20 0 10 5 z', fill: color, stroke: color };
    case 'dot':
      return { type: 'circle', r: 4, cx: 4, fill: color, stroke: color };
    case 'hollowCircle':
      return { type: 'circle', r: 4, cx: 4, fill: WHITE, stroke: color };
    case 'slash':
      return { type: 'path', d: 'M 6 -6 12 6', fill: 'none', stroke: color, 'stroke-width': 2 };
  }
}

/** The notation a link is drawn with. */
export function linkNotation(props: Pick<LinkProps, 'linkType' | 'flowType'> & Partial<Pick<LinkProps, 'associationDirection'>>): Notation {
  if (props.linkType && props.linkType in LINK_TYPE_NOTATION) return LINK_TYPE_NOTATION[props.linkType];
  const notation = FLOW_TYPE_NOTATION[props.flowType] ?? FLOW_TYPE_NOTATION.normal;
  if (props.flowType !== 'association' || !props.associationDirection || props.associationDirection === 'none') return notation;
  return { ...notation, targetMarker: 'openArrow', ...(props.associationDirection === 'both' ? { sourceMarker: 'openArrow' } : {}) };
}

export function presentLink(props: CellProps<LinkProps>): ShapePresentation {
  const notation = linkNotation(props);
  const relationshipColor = props.relationship_type && props.relationship_color ? props.relationship_color : null;
  const color = relationshipColor ?? props.link_color ?? DEFAULT_LINK_COLOR;
  const line: Record<string, unknown> = {
    stroke: color,
    strokeWidth: notation.double ? 6 : 2,
    strokeDasharray: notation.dash ?? 'none',
    sourceMarker: marker(notation.sourceMarker, color),
    targetMarker: marker(notation.targetMarker, color),
  };
  const inner = notation.double ? { stroke: WHITE, strokeWidth: 2 } : { stroke: 'none', strokeWidth: 0 };
  // An imported label's place stands for the middle: choosing source or target moves the label there.
  const placement = props.labelPosition === 'middle' ? props.labelPlacement : null;
  const distance = placement?.distance ?? LABEL_DISTANCE[props.labelPosition] ?? LABEL_DISTANCE.middle;
  // The relationship goes 16 px beside the title: across the line, or under a placed title.
  const offset = (beside: number) => (placement ? { x: placement.offset.x, y: placement.offset.y + beside } : beside);
  const labels: dia.Link.Label[] = [];
  if (props.title) labels.push(label(props.title, distance, offset(0), DEFAULT_LINK_COLOR));
  if (props.relationship_type) labels.push(label(props.relationship_type, distance, offset(props.title ? 16 : 0), color));
  return { attrs: { line, inner } as dia.Cell.Selectors, labels };
}

function label(text: string, distance: number, offset: number | { x: number; y: number }, color: string): dia.Link.Label {
  return {
    position: { distance, offset },
    attrs: { text: { text, fill: color, fontSize: 12 }, rect: { fill: WHITE } },
  };
}

/** The product's own link shape (the default of default_link_key). */
export const linkShape = /* @__PURE__ */ defineShape<LinkProps>({
  type: DEFAULT_LINK_KEY,
  kind: 'link',
  title: 'Link',
  defaults: {
    attrs: {
      wrapper: { connection: true, strokeWidth: 10, strokeLinejoin: 'round' },
      line: { connection: true, strokeLinejoin: 'round' },
      inner: { connection: true, strokeLinejoin: 'round' },
    },
  },
  properties: {
    linkType: { type: 'string', enum: [...LINK_TYPES, null], default: null, nullable: true, title: 'Link type' },
    flowType: { type: 'string', enum: FLOW_TYPES, default: 'normal', title: 'Flow type' },
    associationDirection: { type: 'string', enum: ASSOCIATION_DIRECTIONS, default: 'none', title: 'Association direction' },
    labelPosition: { type: 'string', enum: LABEL_POSITIONS, default: 'middle', title: 'Label position' },
    link_color: { type: 'string', default: DEFAULT_LINK_COLOR, title: 'Link colour' },
    relationship_type: { type: 'string', default: '', title: 'Relationship type' },
    relationship_color: { type: 'string', default: null, nullable: true, title: 'Relationship colour' },
    labelPlacement: { type: 'object', default: null, nullable: true, title: 'Label placement' },
  },
  markup: [
    { tagName: 'path', selector: 'wrapper', attributes: { fill: 'none', cursor: 'pointer', stroke: 'transparent' } },
    { tagName: 'path', selector: 'line', attributes: { fill: 'none', 'pointer-events': 'none' } },
    { tagName: 'path', selector: 'inner', attributes: { fill: 'none', 'pointer-events': 'none' } },
  ],
  present: presentLink,
});
