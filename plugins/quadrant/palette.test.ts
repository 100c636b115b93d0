import { describeDiagramPalette } from '../../sdk/test-support/diagram-palette';
import en from './locales/en.json';
import { quadrantPalette, quadrantPropertySheets } from './palette';
import { quadrantShapes } from './shapes';

describeDiagramPalette('Quadrant', { shapes: quadrantShapes, messages: { en }, palette: quadrantPalette, propertySheets: quadrantPropertySheets });
