import { defineShape, bodyStyle, labelBelow, OUTLINE_MAGNET, styleProperties, type StyleProps } from '../../../sdk/diagram';
import { CATALOG_DETAILS_MARK, CATALOG_DETAILS_MARK_ATTRS, catalogDetailsMark } from './catalog-details-mark';

const RIM = 10;

/** A data store: a cylinder. */
export const dataStoreShape = defineShape<StyleProps>({
  type: 'bpmn.DataStore',
  kind: 'element',
  catalogDetails: true,
  title: 'Data store',
  defaults: {
    size: { width: 80, height: 70 },
    attrs: {
      ...OUTLINE_MAGNET,
      ...CATALOG_DETAILS_MARK_ATTRS,
      body: {
        d: `M 0 ${RIM} A calc(0.5*w) ${RIM} 0 0 1 calc(w) ${RIM} V calc(h-${RIM}) A calc(0.5*w) ${RIM} 0 0 1 0 calc(h-${RIM}) Z`,
      },
      top: { d: `M 0 ${RIM} A calc(0.5*w) ${RIM} 0 0 0 calc(w) ${RIM}`, fill: 'none' },
    },
  },
  properties: styleProperties(),
  markup: [
    { tagName: 'path', selector: 'body' },
    { tagName: 'path', selector: 'top' },
    CATALOG_DETAILS_MARK,
    { tagName: 'text', selector: 'label' },
  ],
  present(props) {
    return {
      attrs: {
        body: bodyStyle(props),
        top: { stroke: props.shape_outline, strokeWidth: props.shape_outline_width },
        catalogDetails: catalogDetailsMark(props),
        label: labelBelow(props),
      },
    };
  },
});
