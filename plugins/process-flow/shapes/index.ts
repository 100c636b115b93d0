import { connectorShape } from './connector';
import { decisionShape } from './decision';
import { documentShape } from './document';
import { inputOutputShape } from './input-output';
import { predefinedProcessShape } from './predefined-process';
import { processShape } from './process';
import { terminatorShape } from './terminator';

/** The flowchart symbols; flows are the SDK's link (`tessera.Link`, flowType normal by default). */
export const processFlowShapes = [
  terminatorShape,
  processShape,
  decisionShape,
  inputOutputShape,
  documentShape,
  predefinedProcessShape,
  connectorShape,
] as const;

export { connectorShape, decisionShape, documentShape, inputOutputShape, predefinedProcessShape, processShape, terminatorShape };
