import { describe, it } from 'vitest';
import { createShapeRegistry } from '../../sdk';
import { englishTranslate, expectPaletteOfRegisteredShapes, expectSheetsOfRegisteredProperties } from '../../sdk/test-support/diagram-palette';
import { messages } from './messages';
import { ecosystemPalette, ecosystemPropertySheets } from './palette';
import { ecosystemShapes } from './shapes';

const registry = createShapeRegistry(ecosystemShapes);
const t = englishTranslate(messages);

describe('Ecosystem palette and property sheets', () => {
  it('offer only registered shapes, each with a translated title', () => {
    expectPaletteOfRegisteredShapes(ecosystemPalette(t), registry);
  });

  it('name only properties the shapes have, with translated labels and choices', () => {
    expectSheetsOfRegisteredProperties(ecosystemPropertySheets(t), registry);
  });
});
