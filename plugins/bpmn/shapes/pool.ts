import { DEFAULT_SHAPE_SIZES, defineShape, type CellProps, bodyStyle, LABEL_FONT, styleProperties, type StyleProps } from '../../../sdk/diagram';
import { laneOffsets, minPoolHeight, readLanes, type Lane } from './lanes';

/**
 * Lanes are drawn in fixed slots of the pool's markup (JointJS markup is per shape type, not per cell);
 * a pool shows at most this many lanes.
 */
export const MAX_LANES = 12;
export const DEFAULT_HEADER_SIZE = 30;

export interface PoolProps extends StyleProps {
  /** Width of the pool's name band on the left, and of each lane's. */
  headerSize: number;
  lanes: Lane[];
}

const slot = (index: number) => `lane${index}`;

const laneMarkup = Array.from({ length: MAX_LANES }, (_, index) => [
  { tagName: 'rect', selector: `${slot(index)}Header` },
  { tagName: 'path', selector: `${slot(index)}Line` },
  { tagName: 'text', selector: `${slot(index)}Label` },
]).flat();

/** The lane slots' attributes for a pool's lanes: used slots shown at their offsets, the rest hidden. */
export function laneAttrs(props: CellProps<PoolProps>): Record<string, Record<string, unknown>> {
  const lanes = readLanes(props.lanes).slice(0, MAX_LANES);
  const offsets = laneOffsets(lanes);
  const header = Number(props.headerSize) || DEFAULT_HEADER_SIZE;
  const attrs: Record<string, Record<string, unknown>> = {};
  for (let index = 0; index < MAX_LANES; index++) {
    const lane = lanes[index];
    const name = slot(index);
    if (!lane) {
      for (const part of ['Header', 'Line', 'Label']) attrs[`${name}${part}`] = { display: 'none' };
      continue;
    }
    const top = offsets[index];
    // The last lane reaches the pool's bottom, so resizing the pool on the paper resizes it too.
    const last = index === lanes.length - 1;
    const bottom = top + lane.size;
    attrs[`${name}Header`] = {
      display: 'block',
      x: header,
      y: top,
      width: header,
      height: last ? `calc(h-${top})` : lane.size,
      fill: 'none',
      stroke: props.shape_outline,
      strokeWidth: 1,
    };
    attrs[`${name}Line`] = {
      display: last ? 'none' : 'block',
      d: `M ${header} ${bottom} H calc(w)`,
      stroke: props.shape_outline,
      strokeWidth: 1,
    };
    attrs[`${name}Label`] = {
      ...LABEL_FONT,
      display: 'block',
      text: lane.label,
      textAnchor: 'middle',
      textVerticalAnchor: 'middle',
      transform: `translate(${header * 1.5},${last ? `calc(0.5*h+${top / 2})` : top + lane.size / 2}) rotate(-90)`,
    };
  }
  return attrs;
}

/**
 * A pool (90 x 60 by default, and at least that) with its name on the left and optional lanes; other
 * shapes go inside it. With lanes it is never lower than its lanes with the last one at the lane minimum.
 */
export const poolShape = defineShape<PoolProps>({
  type: 'bpmn.Pool',
  kind: 'element',
  title: 'Pool',
  defaults: {
    size: { ...DEFAULT_SHAPE_SIZES.pool },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)' },
      header: { x: 0, y: 0, height: 'calc(h)', fill: 'none' },
      headerLabel: { ...LABEL_FONT, textAnchor: 'middle', textVerticalAnchor: 'middle' },
    },
  },
  properties: {
    headerSize: { type: 'number', default: DEFAULT_HEADER_SIZE, title: 'Header size' },
    lanes: { type: 'array', default: [], title: 'Lanes' },
    ...styleProperties(),
  },
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'rect', selector: 'header' },
    { tagName: 'text', selector: 'headerLabel' },
    ...laneMarkup,
  ],
  embedding: { container: true },
  minSize: (props) => ({ width: DEFAULT_SHAPE_SIZES.pool.width, height: minPoolHeight(readLanes(props.lanes)) }),
  present(props) {
    const header = Number(props.headerSize) || DEFAULT_HEADER_SIZE;
    return {
      attrs: {
        body: bodyStyle(props),
        header: { width: header, stroke: props.shape_outline, strokeWidth: props.shape_outline_width },
        headerLabel: {
          text: props.title ?? '',
          transform: `translate(${header / 2},calc(0.5*h)) rotate(-90)`,
        },
        ...laneAttrs(props),
      },
    };
  },
});
