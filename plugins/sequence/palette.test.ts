import { describeDiagramPalette } from '../../sdk/test-support/diagram-palette';
import en from './locales/en.json';
import { sequencePalette, sequencePropertySheets } from './palette';
import { sequenceShapes } from './shapes';

describeDiagramPalette('Sequence', { shapes: sequenceShapes, messages: { en }, palette: sequencePalette, propertySheets: sequencePropertySheets });
