import { describeDiagramPalette } from '../../sdk/test-support/diagram-palette';
import { messages } from './messages';
import { ecosystemPalette, ecosystemPropertySheets } from './palette';
import { ecosystemShapes } from './shapes';

describeDiagramPalette('Ecosystem', { shapes: ecosystemShapes, messages, palette: ecosystemPalette, propertySheets: ecosystemPropertySheets });
