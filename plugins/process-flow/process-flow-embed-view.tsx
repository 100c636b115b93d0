import { type ModuleViewProps } from '../../sdk';
import { DiagramEmbedView } from '../../sdk/diagram';
import { processFlowShapes } from './shapes';

/** The embed: the diagram read-only, zoomable and pannable. */
export default function ProcessFlowEmbedView(props: ModuleViewProps) {
  return <DiagramEmbedView {...props} shapes={processFlowShapes} />;
}
