import type { anchors, connectionPoints, connectionStrategies, connectors, routers } from '@joint/core';
import { DEFAULT_CONNECTION_POINT, type DiagramSettings } from '../constants';

export interface ConnectionDefaults {
  defaultRouter: routers.RouterJSON;
  defaultConnector: connectors.ConnectorJSON;
  defaultAnchor: anchors.AnchorJSON;
  defaultConnectionPoint: connectionPoints.ConnectionPointJSON;
  /** Null keeps JointJS's own ("default"). */
  connectionStrategy: keyof typeof connectionStrategies | null;
}

/**
 * Connection points that can work from an element's position and size alone. 'boundary' follows the drawn
 * outline, so it keeps measuring the shape in the page.
 */
const MODEL_GEOMETRY_CONNECTION_POINTS: ReadonlySet<string> = new Set(['bbox', 'rectangle']);

/**
 * The paper's link defaults from the module settings (§3, §9): connection type normal, manhattan or gap
 * (links drawn with gaps where they cross), anchor centre, connection point the bounding box with offset 8.
 * Anchors and box connection points use the element's model box (`useModelGeometry`): measuring every
 * linked shape in the page was a good part of opening a big diagram, and the model box is the shape's own
 * box, where a measure of the drawn shape also took in a label drawn under it (an event's, a gateway's).
 */
export function connectionDefaults(settings: DiagramSettings): ConnectionDefaults {
  const type = settings.default_connection_type;
  return {
    defaultRouter: type === 'manhattan' ? { name: 'manhattan' } : { name: 'normal' },
    defaultConnector:
      type === 'manhattan' ? { name: 'rounded' } : type === 'gap' ? { name: 'jumpover', args: { type: 'gap' } } : { name: 'normal' },
    defaultAnchor: { name: (settings.default_anchor || 'center') as anchors.AnchorJSON['name'], args: { useModelGeometry: true } },
    defaultConnectionPoint: connectionPoint(settings.default_connection_point),
    connectionStrategy:
      settings.connection_strategy === 'pinAbsolute' || settings.connection_strategy === 'pinRelative' ? settings.connection_strategy : null,
  };
}

function connectionPoint(name: string): connectionPoints.ConnectionPointJSON {
  if (name === DEFAULT_CONNECTION_POINT.name || !name) {
    return { name: 'bbox', args: { offset: DEFAULT_CONNECTION_POINT.args.offset, useModelGeometry: true } };
  }
  return (MODEL_GEOMETRY_CONNECTION_POINTS.has(name) ? { name, args: { useModelGeometry: true } } : { name }) as connectionPoints.ConnectionPointJSON;
}
