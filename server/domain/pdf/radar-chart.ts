/**
 * A radar chart drawn with PDFKit paths: one axis per entry, 0..100 from the centre, rings at every 25,
 * the values joined as a filled polygon (an axis without a value counts as 0) and each axis labelled.
 */
export interface RadarAxis {
  label: string;
  /** 0..100, or null when there is nothing to score. */
  value: number | null;
}

const RINGS = [25, 50, 75, 100];
const GRID_COLOR = '#b0b0b0';
const SERIES_COLOR = '#1565c0';
const LABEL_WIDTH = 110;

/** Draws the chart in a square of `size` points whose top left is (x, y); needs three axes or more to be a polygon. */
export function drawRadar(doc: PDFKit.PDFDocument, axes: readonly RadarAxis[], x: number, y: number, size: number): void {
  const radius = size / 2 - 40;
  const centre = { x: x + size / 2, y: y + size / 2 };
  const point = (index: number, value: number) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / axes.length;
    return { x: centre.x + Math.cos(angle) * radius * (value / 100), y: centre.y + Math.sin(angle) * radius * (value / 100) };
  };
  const polygon = (values: readonly number[]) => {
    values.forEach((value, index) => {
      const at = point(index, value);
      if (index === 0) doc.moveTo(at.x, at.y);
      else doc.lineTo(at.x, at.y);
    });
    doc.closePath();
  };
  doc.save().lineWidth(0.5).strokeColor(GRID_COLOR);
  for (const ring of RINGS) {
    polygon(axes.map(() => ring));
    doc.stroke();
  }
  axes.forEach((_, index) => {
    const end = point(index, 100);
    doc.moveTo(centre.x, centre.y).lineTo(end.x, end.y).stroke();
  });
  polygon(axes.map((axis) => Math.max(0, Math.min(100, axis.value ?? 0))));
  doc.lineWidth(1.5).fillOpacity(0.25).fillAndStroke(SERIES_COLOR, SERIES_COLOR);
  doc.fillOpacity(1).fillColor('black').fontSize(8);
  axes.forEach((axis, index) => {
    const at = point(index, 112);
    doc.text(axis.label, at.x - LABEL_WIDTH / 2, at.y - 5, { width: LABEL_WIDTH, align: 'center', lineBreak: false, ellipsis: true });
  });
  doc.restore();
}
