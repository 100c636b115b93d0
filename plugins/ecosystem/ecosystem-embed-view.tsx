import { type ModuleViewProps } from '../../sdk';
import { DiagramEmbedView } from '../../sdk/diagram';
import { ECOSYSTEM_DEFAULTS, ecosystemShapes } from './shapes';

/** The embed: the diagram read-only, zoomable and pannable. */
export default function EcosystemEmbedView(props: ModuleViewProps) {
  return <DiagramEmbedView {...props} shapes={ecosystemShapes} defaults={ECOSYSTEM_DEFAULTS} />;
}
