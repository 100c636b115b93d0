import { activityShape } from './activity';
import { dataObjectShape } from './data-object';
import { dataStoreShape } from './data-store';
import { eventShape } from './event';
import { gatewayShape } from './gateway';
import { groupShape } from './group';
import { poolShape } from './pool';
import { textAnnotationShape } from './text-annotation';

/** Every BPMN shape; flows are the SDK's link (`tessera.Link`) with its BPMN flowType notation. */
export const bpmnShapes = [
  poolShape,
  eventShape,
  activityShape,
  gatewayShape,
  dataObjectShape,
  dataStoreShape,
  textAnnotationShape,
  groupShape,
] as const;

export { activityShape, dataObjectShape, dataStoreShape, eventShape, gatewayShape, groupShape, poolShape, textAnnotationShape };
