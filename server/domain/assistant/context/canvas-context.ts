/** A canvas's notes, per area in the canvas's order. */
import { CANVAS_TEXT_FIELD } from '../../../../sdk/manifest';
import type { FamilyRenderer } from './module-content';

export const renderCanvas: FamilyRenderer = ({ manifest, values }) => {
  const canvas = manifest.canvas;
  if (!canvas) return [];
  const notes = values.get(canvas.itemKey) ?? [];
  return canvas.areas.flatMap((area) => {
    const texts = notes.filter((note) => note.area === area).map((note) => String(note[CANVAS_TEXT_FIELD] ?? ''));
    return [`Area "${area}" (${texts.length} notes):`, ...texts.map((text) => `- ${text}`)];
  });
};
