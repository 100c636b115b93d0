import { bodyStyle, defineShape, labelInside, styleProperties, type StyleProps } from '../../../sdk/diagram';

/** The roles an actor can play in an ecosystem, each with its colour. */
export const ECOSYSTEM_ROLES = [
  'customer',
  'supplier',
  'partner',
  'complementor',
  'intermediary',
  'competitor',
  'regulator',
  'investor',
  'platform_owner',
  'other',
] as const;
export type EcosystemRole = (typeof ECOSYSTEM_ROLES)[number];

export const ROLE_COLORS: Record<EcosystemRole, string> = {
  customer: '#5badca',
  supplier: '#7cb342',
  partner: '#26a69a',
  complementor: '#ab47bc',
  intermediary: '#ffa726',
  competitor: '#e53935',
  regulator: '#546e7a',
  investor: '#fdd835',
  platform_owner: '#113253',
  other: '#9e9e9e',
};

export interface ActorProps extends StyleProps {
  ecosystem_role: EcosystemRole;
}

const BAND = 10;
const PERSON = 'M 6 5 A 4 4 0 1 0 14 5 A 4 4 0 1 0 6 5 M 1 20 C 1 11 19 11 19 20 Z';

/** An actor of the ecosystem: a card with its role's colour band on the left and a person glyph. */
export const actorShape = defineShape<ActorProps>({
  type: 'ecosystem.Actor',
  kind: 'element',
  title: 'Actor',
  defaults: {
    size: { width: 150, height: 70 },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', rx: 8, ry: 8 },
      band: { width: BAND, height: 'calc(h)', rx: 4, ry: 4 },
      icon: { d: PERSON, transform: `translate(${BAND + 6},8)`, fill: 'none', strokeWidth: 1.5 },
    },
  },
  properties: {
    ecosystem_role: { type: 'string', enum: ECOSYSTEM_ROLES, default: 'other', title: 'Role' },
    // No outline colour of its own by default: an actor's outline is its role's colour.
    ...styleProperties({ shape_outline: '' }),
  },
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'rect', selector: 'band' },
    { tagName: 'path', selector: 'icon' },
    { tagName: 'text', selector: 'label' },
  ],
  present: (props) => {
    const color = ROLE_COLORS[props.ecosystem_role] ?? ROLE_COLORS.other;
    return {
      attrs: {
        body: bodyStyle({ ...props, shape_outline: props.shape_outline || color }),
        band: { fill: color },
        icon: { stroke: color },
        // The label keeps clear of the band and of the person glyph beside it.
        label: labelInside(props, { left: BAND, insetX: BAND + 15, insetY: 4 }),
      },
    };
  },
});
