import { type ModuleViewProps } from '../../sdk';
import { DiagramEmbedView } from '../../sdk/diagram';
import { SEQUENCE_DEFAULTS, sequenceShapes } from './shapes';

/** The embed: the diagram read-only, zoomable and pannable. */
export default function SequenceEmbedView(props: ModuleViewProps) {
  return <DiagramEmbedView {...props} shapes={sequenceShapes} defaults={SEQUENCE_DEFAULTS} />;
}
