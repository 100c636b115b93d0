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
 * The paper's link defaults from the module settings (§3, §9): connection type normal, manhattan or gap
 * (links drawn with gaps where they cross), anchor centre, connection point the bounding box with offset 8.
 */
export function connectionDefaults(settings: DiagramSettings): ConnectionDefaults {
  const type = settings.default_connection_type;
  return {
    defaultRouter: type === 'manhattan' ? { name: 'manhattan' } : { name: 'normal' },
    defaultConnector:
      type === 'manhattan' ? { name: 'rounded' } : type === 'gap' ? { name: 'jumpover', args: { type: 'gap' } } : { name: 'normal' },
    defaultAnchor: { name: (settings.default_anchor || 'center') as anchors.AnchorJSON['name'] },
    defaultConnectionPoint:
      settings.default_connection_point === DEFAULT_CONNECTION_POINT.name || !settings.default_connection_point
        ? { name: 'bbox', args: { offset: DEFAULT_CONNECTION_POINT.args.offset } }
        : ({ name: settings.default_connection_point } as connectionPoints.ConnectionPointJSON),
    connectionStrategy:
      settings.connection_strategy === 'pinAbsolute' || settings.connection_strategy === 'pinRelative' ? settings.connection_strategy : null,
  };
}
