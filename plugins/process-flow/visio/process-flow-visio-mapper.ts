import { DEFAULT_LINK_KEY, masterKey, SKIP, visioElement, type VisioShapeMapper } from '../../../sdk/diagram';

/** Visio's "Basic Flowchart Shapes" masters (universal names, lower case) and the flowchart symbol each becomes. */
const SHAPE_TYPES = new Map(
  Object.entries({
    'start/end': 'processFlow.Terminator',
    process: 'processFlow.Process',
    decision: 'processFlow.Decision',
    data: 'processFlow.InputOutput',
    document: 'processFlow.Document',
    'predefined process': 'processFlow.PredefinedProcess',
    'on-page reference': 'processFlow.Connector',
  }),
);

const CONNECTOR_MASTER = 'dynamic connector';

/** Flowchart shapes and dynamic connectors to the process-flow symbols and flows; anything else is skipped. */
export const processFlowVisioMapper: VisioShapeMapper = {
  mapShape(shape) {
    const type = SHAPE_TYPES.get(masterKey(shape.masterName));
    return type ? visioElement(shape, type) : SKIP;
  },
  mapConnector(connector) {
    return masterKey(connector.masterName) === CONNECTOR_MASTER ? { type: DEFAULT_LINK_KEY, properties: { flowType: 'normal' } } : SKIP;
  },
};
