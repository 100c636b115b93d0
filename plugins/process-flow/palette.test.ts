import { describeDiagramPalette } from '../../sdk/test-support/diagram-palette';
import { messages } from './messages';
import { processFlowPalette, processFlowPropertySheets } from './palette';
import { processFlowShapes } from './shapes';

describeDiagramPalette('Process flow', { shapes: processFlowShapes, messages, palette: processFlowPalette, propertySheets: processFlowPropertySheets });
