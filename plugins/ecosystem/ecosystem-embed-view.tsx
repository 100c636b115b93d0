import { type ModuleViewProps } from '../../sdk';
import { DiagramEmbedView, stakeholderStencil } from '../../sdk/diagram';
import { ECOSYSTEM_DEFAULTS, ecosystemShapes } from './shapes';

const EMBED_EXTENSIONS = [stakeholderStencil];

/** The embed: the diagram read-only, zoomable and pannable. */
export default function EcosystemEmbedView(props: ModuleViewProps) {
  return <DiagramEmbedView {...props} shapes={ecosystemShapes} extensions={EMBED_EXTENSIONS} defaults={ECOSYSTEM_DEFAULTS} />;
}
