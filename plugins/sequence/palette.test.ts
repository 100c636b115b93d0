import { describeDiagramPalette } from '../../sdk/test-support/diagram-palette';
import { messages } from './messages';
import { sequencePalette, sequencePropertySheets } from './palette';
import { sequenceShapes } from './shapes';

describeDiagramPalette('Sequence', { shapes: sequenceShapes, messages, palette: sequencePalette, propertySheets: sequencePropertySheets });
