import { describe, it } from 'vitest';
import { createShapeRegistry } from '../../sdk';
import { englishTranslate, expectPaletteOfRegisteredShapes, expectSheetsOfRegisteredProperties } from '../../sdk/test-support/diagram-palette';
import { messages } from './messages';
import { quadrantPalette, quadrantPropertySheets } from './palette';
import { quadrantShapes } from './shapes';

const registry = createShapeRegistry(quadrantShapes);
const t = englishTranslate(messages);

describe('Quadrant palette and property sheets', () => {
  it('offer only registered shapes, each with a translated title', () => {
    expectPaletteOfRegisteredShapes(quadrantPalette(t), registry);
  });

  it('name only properties the shapes have, with translated labels and choices', () => {
    expectSheetsOfRegisteredProperties(quadrantPropertySheets(t), registry);
  });
});
