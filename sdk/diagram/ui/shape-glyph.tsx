import Box from '@mui/material/Box';
import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import type { ShapeRegistry } from '../shapes/shape-registry';
import type { PaletteItem } from './palette';
import { shapePreview } from './shape-preview';

/** The shape set the palette's tiles draw their glyphs from (set by the shapes panel). */
export const PaletteShapesContext = createContext<ShapeRegistry | null>(null);

const GLYPH_SIZE = { width: 40, height: 32 };

/** A palette tile's picture: the item's own icon, else its shape drawn from the definition, else a plain box. */
export function ShapeGlyph({ item }: { item: PaletteItem }) {
  const registry = useContext(PaletteShapesContext);
  const svg = useRef<SVGSVGElement>(null);
  const preview = registry && !item.icon ? shapePreview(registry, item) : null;
  useLayoutEffect(() => {
    if (preview) svg.current?.replaceChildren(preview.node.cloneNode(true));
  }, [preview]);

  if (item.icon) return <Box component="img" src={item.icon} alt="" sx={{ ...GLYPH_SIZE, objectFit: 'contain' }} />;
  if (!preview) return <Box aria-hidden sx={{ width: 36, height: 24, border: 1, borderColor: 'text.secondary', borderRadius: 0.5 }} />;
  return <Box component="svg" ref={svg} aria-hidden viewBox={preview.viewBox} preserveAspectRatio="xMidYMid meet" sx={{ ...GLYPH_SIZE, overflow: 'visible' }} />;
}
