import { defineShape } from '../../../sdk';

/** Height of a participant's head box; the lifeline runs from under it to the bottom of the cell. */
export const HEAD_HEIGHT = 50;

export interface ParticipantProps {
  shape_fill: string;
  shape_outline: string;
}

/** A participant: its name in a box and a dashed lifeline below; activation bars go on the lifeline. */
export const participantShape = defineShape<ParticipantProps>({
  type: 'sequence.Participant',
  kind: 'element',
  title: 'Participant',
  defaults: {
    size: { width: 120, height: 400 },
    attrs: {
      hit: { x: 'calc(0.5*w-10)', y: HEAD_HEIGHT, width: 20, height: `calc(h-${HEAD_HEIGHT})`, fill: 'transparent' },
      head: { width: 'calc(w)', height: HEAD_HEIGHT, rx: 4, ry: 4, strokeWidth: 2 },
      lifeline: { d: `M calc(0.5*w) ${HEAD_HEIGHT} V calc(h)`, strokeWidth: 1.5, strokeDasharray: '6 4', fill: 'none' },
      label: {
        x: 'calc(0.5*w)',
        y: HEAD_HEIGHT / 2,
        textAnchor: 'middle',
        textVerticalAnchor: 'middle',
        fontSize: 13,
        fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
        fill: '#1a1a1a',
      },
    },
  },
  properties: {
    shape_fill: { type: 'string', default: '#ffffff', title: 'Fill' },
    shape_outline: { type: 'string', default: '#333333', title: 'Outline' },
  },
  markup: [
    { tagName: 'rect', selector: 'hit' },
    { tagName: 'path', selector: 'lifeline' },
    { tagName: 'rect', selector: 'head' },
    { tagName: 'text', selector: 'label' },
  ],
  embedding: { container: true },
  present: (props) => ({
    attrs: {
      head: { fill: props.shape_fill, stroke: props.shape_outline },
      lifeline: { stroke: props.shape_outline },
      label: { textWrap: { text: props.title ?? '', width: -12, height: HEAD_HEIGHT - 8, ellipsis: true } },
    },
  }),
});
