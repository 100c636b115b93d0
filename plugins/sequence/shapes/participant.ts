import { bodyStyle, defineShape, labelInside, styleProperties, type StyleProps } from '../../../sdk/diagram';

/** Height of a participant's head box; the lifeline runs from under it to the bottom of the cell. */
export const HEAD_HEIGHT = 50;

export type ParticipantProps = StyleProps;

/** A participant: its name in a box (placed there by the text anchors) and a dashed lifeline below; activation bars go on the lifeline. */
export const participantShape = defineShape<ParticipantProps>({
  type: 'sequence.Participant',
  kind: 'element',
  title: 'Participant',
  defaults: {
    size: { width: 120, height: 400 },
    attrs: {
      hit: { x: 'calc(0.5*w-10)', y: HEAD_HEIGHT, width: 20, height: `calc(h-${HEAD_HEIGHT})`, fill: 'transparent' },
      head: { width: 'calc(w)', height: HEAD_HEIGHT, rx: 4, ry: 4 },
      lifeline: { d: `M calc(0.5*w) ${HEAD_HEIGHT} V calc(h)`, strokeWidth: 1.5, strokeDasharray: '6 4', fill: 'none' },
    },
  },
  properties: styleProperties(),
  markup: [
    { tagName: 'rect', selector: 'hit' },
    { tagName: 'path', selector: 'lifeline' },
    { tagName: 'rect', selector: 'head' },
    { tagName: 'text', selector: 'label' },
  ],
  embedding: { container: true },
  present: (props) => ({
    attrs: {
      head: bodyStyle(props),
      lifeline: { stroke: props.shape_outline },
      label: labelInside(props, { insetY: 4, height: HEAD_HEIGHT }),
    },
  }),
});
