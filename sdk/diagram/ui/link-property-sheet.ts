import { FLOW_TYPES, LABEL_POSITIONS } from '../constants';
import type { PropertySheet } from './palette';

type Translate = (key: string) => string;

const SHOWN = ['flowType', 'labelPosition', 'link_color', 'relationship_type', 'relationship_color'] as const;

/**
 * How the properties panel shows the product's link (`tessera.Link`) in every diagram kind: its notation
 * as a flow (the ArchiMate-style link types belong to relationship shapes, e.g. the ecosystem's, which
 * bring their own sheet), with translated names and choices. A plugin's own sheet for the link wins.
 */
export function linkPropertySheet(t: Translate): PropertySheet {
  const labels = Object.fromEntries(SHOWN.map((name) => [name, t(`diagram.link.${name}`)]));
  const choices = (group: string, values: readonly string[]) => Object.fromEntries(values.map((value) => [value, t(`diagram.link.${group}.${value}`)]));
  return {
    properties: SHOWN,
    labels,
    choices: { flowType: choices('flowTypes', FLOW_TYPES), labelPosition: choices('labelPositions', LABEL_POSITIONS) },
  };
}
