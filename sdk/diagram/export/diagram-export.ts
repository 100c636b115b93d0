import type { dia } from '@joint/core';
import { downloadBlob } from '../../ui/download-blob';
import { diagramSvg, svgToPng, type DiagramSvg } from '../ui/diagram-image';
import { embedLabelFonts } from './embedded-fonts';

export type ImageExportFormat = 'svg' | 'png' | 'png2x';
export const IMAGE_EXPORT_FORMATS: readonly ImageExportFormat[] = ['svg', 'png', 'png2x'];

/**
 * Which cells an image of the selection shows: the selected cells, what is inside them (a pool's lanes and
 * tasks), and the links between two of those; hidden layers stay hidden.
 */
export function selectionVisibility(selected: readonly dia.Cell[], isVisible: (cell: dia.Cell) => boolean): (cell: dia.Cell) => boolean {
  const ids = new Set<dia.Cell.ID>();
  for (const cell of selected) {
    ids.add(cell.id);
    for (const inside of cell.getEmbeddedCells({ deep: true })) ids.add(inside.id);
  }
  const shown = (cell: dia.Cell | null | undefined): boolean => Boolean(cell && ids.has(cell.id));
  return (cell) => {
    if (!isVisible(cell)) return false;
    if (ids.has(cell.id)) return true;
    return cell.isLink() && shown((cell as dia.Link).getSourceCell()) && shown((cell as dia.Link).getTargetCell());
  };
}

/** The drawn diagram with the label font embedded: the same labels wherever the file is opened. */
export async function portableDiagramSvg(paper: dia.Paper, isVisible: (cell: dia.Cell) => boolean): Promise<DiagramSvg | null> {
  const svg = await diagramSvg(paper, isVisible);
  return svg && { ...svg, markup: await embedLabelFonts(svg.markup) };
}

/** Downloads the diagram (or what `isVisible` lets through) as `<name>.svg` or `<name>.png` at 1x or 2x. False when there was nothing to draw. */
export async function exportDiagramImage(paper: dia.Paper, isVisible: (cell: dia.Cell) => boolean, format: ImageExportFormat, name: string): Promise<boolean> {
  const svg = await portableDiagramSvg(paper, isVisible);
  if (!svg) return false;
  const base = name.trim() || 'diagram';
  if (format === 'svg') downloadBlob(new Blob([svg.markup], { type: 'image/svg+xml' }), `${base}.svg`);
  else downloadBlob(await svgToPng(svg, format === 'png2x' ? 2 : 1), format === 'png2x' ? `${base}@2x.png` : `${base}.png`);
  return true;
}
