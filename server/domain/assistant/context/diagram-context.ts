/** A diagram's elements by name and kind, then its flows from one named element to another. */
import { DIAGRAM_CELL_KEY } from '../../../../sdk/manifest';
import type { FamilyRenderer } from './module-content';

interface CellEnd {
  id?: string;
}

const isLink = (cell: Record<string, unknown>) => Boolean((cell.source as CellEnd | undefined)?.id || (cell.target as CellEnd | undefined)?.id);

/** 'bpmn.Activity' → 'Activity'. */
const kindOf = (cell: Record<string, unknown>) => String(cell.type ?? '').split('.').pop() ?? '';

export const renderDiagram: FamilyRenderer = ({ values }) => {
  const cells = values.get(DIAGRAM_CELL_KEY) ?? [];
  const titles = new Map(cells.map((cell) => [String(cell.jsid), String(cell.title ?? '').trim() || `(unnamed ${kindOf(cell)})`]));
  const elements = cells.filter((cell) => !isLink(cell));
  const flows = cells.filter(isLink);
  const endName = (end: unknown) => titles.get(String((end as CellEnd | undefined)?.id)) ?? '(nothing)';
  return [
    `Elements (${elements.length}):`,
    ...elements.map((cell) => `- ${titles.get(String(cell.jsid))} [${kindOf(cell)}]`),
    `Flows (${flows.length}):`,
    ...flows.map((cell) => `- ${endName(cell.source)} -> ${endName(cell.target)}${cell.title ? ` ("${String(cell.title)}")` : ''}`),
  ];
};
