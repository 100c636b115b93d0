import { actorShape } from './actor';
import { boundaryShape } from './boundary';
import { relationshipShape } from './relationship';

/** The ecosystem's shapes; `ecosystem.Relationship` is its default link (module setting default_link_key). */
export const ecosystemShapes = [actorShape, boundaryShape, relationshipShape] as const;

export { actorShape, boundaryShape, relationshipShape };

/** New links are relationships (a module that stored another default_link_key keeps it). */
export const ECOSYSTEM_DEFAULTS = { default_link_key: relationshipShape.type } as const;
