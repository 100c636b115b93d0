import { defineShape, bodyStyle, labelBelow, OUTLINE_MAGNET, styleProperties, type StyleProps } from '../../../sdk/diagram';
import { CATALOG_DETAILS_MARK, CATALOG_DETAILS_MARK_ATTRS, catalogDetailsMark } from './catalog-details-mark';

export interface DataObjectProps extends StyleProps {
  /** A collection of data: three bars at the bottom. */
  collection: boolean;
}

const FOLD = 15;

/** A data object: a page with a folded corner. */
export const dataObjectShape = defineShape<DataObjectProps>({
  type: 'bpmn.DataObject',
  kind: 'element',
  catalogDetails: true,
  title: 'Data object',
  defaults: {
    size: { width: 60, height: 80 },
    attrs: {
      ...OUTLINE_MAGNET,
      ...CATALOG_DETAILS_MARK_ATTRS,
      body: { d: `M 0 0 H calc(w-${FOLD}) L calc(w) ${FOLD} V calc(h) H 0 Z` },
      fold: { d: `M calc(w-${FOLD}) 0 V ${FOLD} H calc(w)`, fill: 'none' },
      collection: { d: 'M -6 0 V -12 M 0 0 V -12 M 6 0 V -12', transform: 'translate(calc(0.5*w),calc(h-4))', strokeWidth: 2 },
    },
  },
  properties: {
    collection: { type: 'boolean', default: false, title: 'Collection' },
    ...styleProperties(),
  },
  markup: [
    { tagName: 'path', selector: 'body' },
    { tagName: 'path', selector: 'fold' },
    { tagName: 'path', selector: 'collection' },
    CATALOG_DETAILS_MARK,
    { tagName: 'text', selector: 'label' },
  ],
  present(props) {
    return {
      attrs: {
        body: bodyStyle(props),
        fold: { stroke: props.shape_outline, strokeWidth: props.shape_outline_width },
        collection: { display: props.collection ? 'block' : 'none', stroke: props.shape_outline },
        catalogDetails: catalogDetailsMark(props),
        label: labelBelow(props),
      },
    };
  },
});
