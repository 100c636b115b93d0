import { defineShape } from '../../../sdk';

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

export interface ActorProps {
  ecosystem_role: EcosystemRole;
  shape_fill: string;
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
      body: { width: 'calc(w)', height: 'calc(h)', rx: 8, ry: 8, strokeWidth: 2 },
      band: { width: BAND, height: 'calc(h)', rx: 4, ry: 4 },
      icon: { d: PERSON, transform: `translate(${BAND + 6},8)`, fill: 'none', strokeWidth: 1.5 },
      label: {
        x: `calc(0.5*w+${BAND / 2})`,
        y: 'calc(0.5*h)',
        textAnchor: 'middle',
        textVerticalAnchor: 'middle',
        fontSize: 13,
        fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
        fill: '#1a1a1a',
      },
    },
  },
  properties: {
    ecosystem_role: { type: 'string', enum: ECOSYSTEM_ROLES, default: 'other', title: 'Role' },
    shape_fill: { type: 'string', default: '#ffffff', title: 'Fill' },
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
        body: { fill: props.shape_fill, stroke: color },
        band: { fill: color },
        icon: { stroke: color },
        label: { textWrap: { text: props.title ?? '', width: -(2 * BAND + 40), height: -8, ellipsis: true } },
      },
    };
  },
});
