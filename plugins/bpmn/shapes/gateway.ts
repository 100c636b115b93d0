import { DEFAULT_SHAPE_SIZES, defineShape, bodyStyle, labelBelow, OUTLINE_MAGNET, styleProperties, type StyleProps } from '../../../sdk/diagram';

export const GATEWAY_TYPES = [
  'exclusive',
  'exclusive_event',
  'inclusive',
  'parallel',
  'parallel_event',
  'complex',
  'exclusive_blank',
  'event',
] as const;

export type GatewayType = (typeof GATEWAY_TYPES)[number];

export interface GatewayProps extends StyleProps {
  gateway_type: GatewayType;
}

const CIRCLE = (r: number) => `M ${20 - r} 20 A ${r} ${r} 0 1 0 ${20 + r} 20 A ${r} ${r} 0 1 0 ${20 - r} 20`;
const PENTAGON = 'M 20 13 L 27 18 L 24.5 26 H 15.5 L 13 18 Z';
const CROSS = 'M 12 12 L 28 28 M 28 12 L 12 28';
const PLUS = 'M 20 9 V 31 M 9 20 H 31';

/** The inner symbol (on a 40 x 40 box at the centre) and the stroke it is drawn with. */
export const GATEWAY_ICONS: Record<GatewayType, { d: string; strokeWidth: number }> = {
  exclusive: { d: CROSS, strokeWidth: 5 },
  exclusive_blank: { d: '', strokeWidth: 0 },
  inclusive: { d: CIRCLE(10), strokeWidth: 4 },
  parallel: { d: PLUS, strokeWidth: 5 },
  complex: { d: `${PLUS} M 12 12 L 28 28 M 28 12 L 12 28`, strokeWidth: 4 },
  event: { d: `${CIRCLE(12)} ${CIRCLE(10)} ${PENTAGON}`, strokeWidth: 1.5 },
  exclusive_event: { d: `${CIRCLE(12)} ${PENTAGON}`, strokeWidth: 1.5 },
  parallel_event: { d: `${CIRCLE(12)} M 18 12 H 22 V 18 H 28 V 22 H 22 V 28 H 18 V 22 H 12 V 18 H 18 Z`, strokeWidth: 1.5 },
};

/** A gateway (90 x 90): a diamond with its type's symbol. */
export const gatewayShape = defineShape<GatewayProps>({
  type: 'bpmn.Gateway',
  kind: 'element',
  title: 'Gateway',
  defaults: {
    size: { ...DEFAULT_SHAPE_SIZES.gateway },
    attrs: {
      ...OUTLINE_MAGNET,
      body: { d: 'M calc(0.5*w) 0 L calc(w) calc(0.5*h) L calc(0.5*w) calc(h) L 0 calc(0.5*h) Z' },
      icon: { transform: 'translate(calc(0.5*w-20),calc(0.5*h-20))', fill: 'none' },
    },
  },
  properties: {
    gateway_type: { type: 'string', enum: GATEWAY_TYPES, default: 'exclusive', title: 'Gateway type' },
    ...styleProperties(),
  },
  markup: [
    { tagName: 'path', selector: 'body' },
    { tagName: 'path', selector: 'icon' },
    { tagName: 'text', selector: 'label' },
  ],
  present(props) {
    const icon = GATEWAY_ICONS[props.gateway_type] ?? GATEWAY_ICONS.exclusive;
    return {
      attrs: {
        body: bodyStyle(props),
        icon: {
          d: icon.d || 'M 0 0',
          display: icon.d ? 'block' : 'none',
          stroke: props.shape_outline,
          strokeWidth: icon.strokeWidth,
        },
        label: labelBelow(props),
      },
    };
  },
});
