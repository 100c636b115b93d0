import { type ModuleViewProps } from '../../sdk';
import { DiagramEmbedView } from '../../sdk/diagram';
import { quadrantShapes } from './shapes';

/** The embed: the diagram read-only, zoomable and pannable. */
export default function QuadrantEmbedView(props: ModuleViewProps) {
  return <DiagramEmbedView {...props} shapes={quadrantShapes} />;
}
