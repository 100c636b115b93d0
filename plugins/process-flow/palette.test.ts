import { describe, it } from 'vitest';
import { createShapeRegistry } from '../../sdk';
import { englishTranslate, expectPaletteOfRegisteredShapes, expectSheetsOfRegisteredProperties } from '../../sdk/test-support/diagram-palette';
import { messages } from './messages';
import { processFlowPalette, processFlowPropertySheets } from './palette';
import { processFlowShapes } from './shapes';

const registry = createShapeRegistry(processFlowShapes);
const t = englishTranslate(messages);

describe('Process flow palette and property sheets', () => {
  it('offer only registered shapes, each with a translated title', () => {
    expectPaletteOfRegisteredShapes(processFlowPalette(t), registry);
  });

  it('name only properties the shapes have, with translated labels and choices', () => {
    expectSheetsOfRegisteredProperties(processFlowPropertySheets(t), registry);
  });
});
