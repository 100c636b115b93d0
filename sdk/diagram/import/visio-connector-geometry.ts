import { childrenNamed } from './vsdx-package';
import type { ShapeSheet } from './shape-sheet';
import { PX_PER_INCH, type VisioPoint } from './visio-model';
import type { XmlElement } from './xml-tree';

/** Inches from the bottom-left of the sheet's parent (the page, or the group it is drawn in). */
interface InchPoint {
  x: number;
  y: number;
}

/**
 * A connector's route and the centre of its text, as Visio drew them, in pixels from the page's top-left.
 * The route runs from its begin to its end through every point of its (first) Geometry section; without
 * geometry it is the straight line from BeginX/BeginY to EndX/EndY.
 */
export function connectorGeometry(sheet: ShapeSheet, origin: InchPoint, pageHeight: number): { route: VisioPoint[]; textCentre: VisioPoint | null } {
  const toParent = localToParent(sheet);
  const toPixels = (point: InchPoint) => ({
    x: Math.round((origin.x + point.x) * PX_PER_INCH),
    y: Math.round((pageHeight - origin.y - point.y) * PX_PER_INCH),
  });
  const geometry = sheet.section('Geometry');
  const local = geometry ? geometryPoints(geometry, { x: sheet.number('Width') ?? 0, y: sheet.number('Height') ?? 0 }) : [];
  const route = local.length >= 2 ? local.map(toParent) : endPoints(sheet);
  const centre = textCentre(sheet);
  return { route: route.map(toPixels), textCentre: centre && toPixels(toParent(centre)) };
}

/**
 * The X and Y of every row of a Geometry section that has both (MoveTo, LineTo, ArcTo...), in order; a
 * relative row's (RelMoveTo, RelLineTo...) are fractions of the sheet's size.
 */
function geometryPoints(section: XmlElement, size: InchPoint): InchPoint[] {
  const points: InchPoint[] = [];
  for (const row of childrenNamed(section, 'Row')) {
    const value = (name: string) => Number(childrenNamed(row, 'Cell').find((cell) => cell.getAttribute('N') === name)?.getAttribute('V') ?? NaN);
    const relative = (row.getAttribute('T') ?? '').startsWith('Rel');
    const point = relative ? { x: value('X') * size.x, y: value('Y') * size.y } : { x: value('X'), y: value('Y') };
    if (Number.isFinite(point.x) && Number.isFinite(point.y)) points.push(point);
  }
  return points;
}

function endPoints(sheet: ShapeSheet): InchPoint[] {
  return [
    { x: sheet.number('BeginX') ?? 0, y: sheet.number('BeginY') ?? 0 },
    { x: sheet.number('EndX') ?? 0, y: sheet.number('EndY') ?? 0 },
  ];
}

/** The centre of the text block in the sheet's own coordinates: its pin moved by the block's local pin (TextXForm). */
function textCentre(sheet: ShapeSheet): InchPoint | null {
  const pinX = sheet.number('TxtPinX');
  const pinY = sheet.number('TxtPinY');
  if (pinX === null || pinY === null) return null;
  const width = sheet.number('TxtWidth') ?? 0;
  const height = sheet.number('TxtHeight') ?? 0;
  const shift = rotate({ x: width / 2 - (sheet.number('TxtLocPinX') ?? width / 2), y: height / 2 - (sheet.number('TxtLocPinY') ?? height / 2) }, sheet.number('TxtAngle') ?? 0);
  return { x: pinX + shift.x, y: pinY + shift.y };
}

/** A point of the sheet's own coordinates in its parent's: around its local pin, turned by its angle, onto its pin. */
function localToParent(sheet: ShapeSheet): (point: InchPoint) => InchPoint {
  const pin = { x: sheet.number('PinX') ?? 0, y: sheet.number('PinY') ?? 0 };
  const locPin = { x: sheet.number('LocPinX') ?? 0, y: sheet.number('LocPinY') ?? 0 };
  const angle = sheet.number('Angle') ?? 0;
  return (point) => {
    const turned = rotate({ x: point.x - locPin.x, y: point.y - locPin.y }, angle);
    return { x: pin.x + turned.x, y: pin.y + turned.y };
  };
}

function rotate(point: InchPoint, radians: number): InchPoint {
  if (!radians) return point;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}
