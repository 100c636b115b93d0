import { describe, it } from 'vitest';
import { createShapeRegistry } from '../../sdk';
import { englishTranslate, expectPaletteOfRegisteredShapes, expectSheetsOfRegisteredProperties } from '../../sdk/test-support/diagram-palette';
import { messages } from './messages';
import { sequencePalette, sequencePropertySheets } from './palette';
import { sequenceShapes } from './shapes';

const registry = createShapeRegistry(sequenceShapes);
const t = englishTranslate(messages);

describe('Sequence palette and property sheets', () => {
  it('offer only registered shapes, each with a translated title', () => {
    expectPaletteOfRegisteredShapes(sequencePalette(t), registry);
  });

  it('name only properties the shapes have, with translated labels and choices', () => {
    expectSheetsOfRegisteredProperties(sequencePropertySheets(t), registry);
  });
});
