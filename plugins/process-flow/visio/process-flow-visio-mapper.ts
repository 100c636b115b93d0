import { declareVisioMapper, DEFAULT_LINK_KEY } from '../../../sdk/diagram';

/** Visio's "Basic Flowchart Shapes" to the flowchart symbols, dynamic connectors to flows; anything else is skipped. */
export const processFlowVisioMapper = declareVisioMapper({
  shapes: {
    'Start/End': 'processFlow.Terminator',
    Process: 'processFlow.Process',
    Decision: 'processFlow.Decision',
    Data: 'processFlow.InputOutput',
    Document: 'processFlow.Document',
    'Predefined process': 'processFlow.PredefinedProcess',
    'On-page reference': 'processFlow.Connector',
  },
  connectors: { 'Dynamic connector': { type: DEFAULT_LINK_KEY, properties: { flowType: 'normal' } } },
});
