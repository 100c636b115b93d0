/** The look quadrant axes share: a dark line with an arrowhead, and their name in bold. */
export const AXIS_COLOR = '#113253';
export const AXIS_LABEL = {
  fontSize: 14,
  fontWeight: 'bold',
  fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
  fill: AXIS_COLOR,
} as const;

export interface AxisProps {
  axis_color: string;
}

/** The colour-dependent look of an axis and its name. */
export function presentAxis(props: AxisProps & { title?: string }) {
  return {
    attrs: {
      line: { stroke: props.axis_color },
      arrow: { fill: props.axis_color, stroke: props.axis_color },
      label: { text: props.title ?? '', fill: props.axis_color },
    },
  };
}

export const AXIS_MARKUP = [
  { tagName: 'rect', selector: 'hit' },
  { tagName: 'path', selector: 'line' },
  { tagName: 'path', selector: 'arrow' },
  { tagName: 'text', selector: 'label' },
];
