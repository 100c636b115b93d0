import { type ModuleViewProps } from '../../sdk';
import { DiagramEmbedView } from '../../sdk/diagram';
import { bpmnShapes } from './shapes';

/** The embed: the diagram read-only, zoomable and pannable. */
export default function BpmnEmbedView(props: ModuleViewProps) {
  return <DiagramEmbedView {...props} shapes={bpmnShapes} />;
}
