import { type ModuleViewProps } from '../../sdk';
import { DiagramEmbedView, stakeholderStencil } from '../../sdk/diagram';
import { bpmnShapes } from './shapes';

const EMBED_EXTENSIONS = [stakeholderStencil];

/** The embed: the diagram read-only, zoomable and pannable. */
export default function BpmnEmbedView(props: ModuleViewProps) {
  return <DiagramEmbedView {...props} shapes={bpmnShapes} extensions={EMBED_EXTENSIONS} />;
}
