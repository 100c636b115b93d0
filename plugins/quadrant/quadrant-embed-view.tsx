import { DiagramEmbedView, type ModuleViewProps } from '../../sdk';
import { quadrantShapes } from './shapes';

/** The embed: the diagram read-only, zoomable and pannable. */
export default function QuadrantEmbedView(props: ModuleViewProps) {
  return <DiagramEmbedView {...props} shapes={quadrantShapes} />;
}
