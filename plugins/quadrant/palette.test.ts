import { describeDiagramPalette } from '../../sdk/test-support/diagram-palette';
import { messages } from './messages';
import { quadrantPalette, quadrantPropertySheets } from './palette';
import { quadrantShapes } from './shapes';

describeDiagramPalette('Quadrant', { shapes: quadrantShapes, messages, palette: quadrantPalette, propertySheets: quadrantPropertySheets });
