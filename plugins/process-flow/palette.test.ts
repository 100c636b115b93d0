import { describeDiagramPalette } from '../../sdk/test-support/diagram-palette';
import en from './locales/en.json';
import { processFlowPalette, processFlowPropertySheets } from './palette';
import { processFlowShapes } from './shapes';

describeDiagramPalette('Process flow', { shapes: processFlowShapes, messages: { en }, palette: processFlowPalette, propertySheets: processFlowPropertySheets });
