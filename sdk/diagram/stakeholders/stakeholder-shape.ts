import type { Stakeholder } from '../../../core/domain/registry-types';
import { defineShape } from '../shapes/define-shape';
import { bodyStyle, labelInside, styleProperties, type StyleProps } from '../shapes/shape-style';
import type { PaletteItem } from '../ui/palette';

export const STAKEHOLDER_SHAPE_KEY = 'tessera.Stakeholder';

export interface StakeholderShapeProps extends StyleProps {
  /** The stakeholder (project registry) the shape stands for; its name is the shape's title. */
  stakeholder_id: number | null;
  /** The stakeholder was deleted: the shape keeps its last name, struck through. */
  stakeholder_removed: boolean;
}

const PERSON = 'M 7 6 A 5 5 0 1 0 17 6 A 5 5 0 1 0 7 6 M 1 26 C 1 14 23 14 23 26 Z';
const GLYPH_WIDTH = 24;
const PERSON_ICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 26 28"><path d="${PERSON}" fill="none" stroke="#333" stroke-width="1.5"/></svg>`,
)}`;

/** A stakeholder of the project's registry drawn on a diagram: a person glyph and the stakeholder's name. */
export const stakeholderShape = defineShape<StakeholderShapeProps>({
  type: STAKEHOLDER_SHAPE_KEY,
  kind: 'element',
  title: 'Stakeholder',
  defaults: {
    size: { width: 160, height: 56 },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', rx: 28, ry: 28 },
      icon: { d: PERSON, transform: 'translate(14,calc(0.5*h-13))', fill: 'none', strokeWidth: 1.5 },
    },
  },
  properties: {
    stakeholder_id: { type: 'number', default: null, nullable: true },
    stakeholder_removed: { type: 'boolean', default: false },
    ...styleProperties(),
  },
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'path', selector: 'icon' },
    { tagName: 'text', selector: 'label' },
  ],
  present: (props) => ({
    attrs: {
      body: bodyStyle(props),
      icon: { stroke: props.shape_outline },
      label: {
        // The label keeps clear of the person glyph on the left.
        ...labelInside(props, { left: GLYPH_WIDTH + 10, insetX: 8 }),
        textDecoration: props.stakeholder_removed ? 'line-through' : 'none',
        opacity: props.stakeholder_removed ? 0.6 : 1,
      },
    },
  }),
});

/** The palette tile of one stakeholder: dropped, it becomes a shape bound to the stakeholder. */
export function stakeholderPaletteItem(stakeholder: Pick<Stakeholder, 'id' | 'name'>): PaletteItem {
  return { type: STAKEHOLDER_SHAPE_KEY, title: stakeholder.name, icon: PERSON_ICON, attributes: { title: stakeholder.name, stakeholder_id: stakeholder.id } };
}
