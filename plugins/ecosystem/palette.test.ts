import { describeDiagramPalette } from '../../sdk/test-support/diagram-palette';
import en from './locales/en.json';
import { ecosystemPalette, ecosystemPropertySheets } from './palette';
import { ecosystemShapes } from './shapes';

describeDiagramPalette('Ecosystem', { shapes: ecosystemShapes, messages: { en }, palette: ecosystemPalette, propertySheets: ecosystemPropertySheets });
