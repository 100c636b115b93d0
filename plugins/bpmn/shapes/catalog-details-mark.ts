import type { dia } from '@joint/core';
import type { CellProps, StyleProps } from '../../../sdk/diagram';

/**
 * Three short lines in the middle of a data object or data store tied to catalog details, so the diagram shows
 * which of its data is described; the properties panel names the details.
 */
export const CATALOG_DETAILS_MARK: dia.MarkupNodeJSON = { tagName: 'path', selector: 'catalogDetails' };

export const CATALOG_DETAILS_MARK_ATTRS = {
  catalogDetails: { d: 'M 0 0 H 14 M 0 4 H 14 M 0 8 H 10', transform: 'translate(calc(0.5*w-7),calc(0.5*h-4))', fill: 'none', strokeWidth: 1.5 },
};

export function catalogDetailsMark(props: CellProps<StyleProps>) {
  return { display: props.data_catalog_detail_entity_value_ids?.length ? 'block' : 'none', stroke: props.shape_outline };
}
