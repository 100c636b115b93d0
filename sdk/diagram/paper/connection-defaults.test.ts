import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAGRAM_SETTINGS } from '../constants';
import { connectionDefaults } from './connection-defaults';

describe('connectionDefaults', () => {
  it('defaults to a normal connection, centre anchor and bounding box with offset 8', () => {
    expect(connectionDefaults(DEFAULT_DIAGRAM_SETTINGS)).toEqual({
      defaultRouter: { name: 'normal' },
      defaultConnector: { name: 'normal' },
      defaultAnchor: { name: 'center' },
      defaultConnectionPoint: { name: 'bbox', args: { offset: 8 } },
      connectionStrategy: null,
    });
  });

  it('routes manhattan links orthogonally and draws gap links with gaps at crossings', () => {
    expect(connectionDefaults({ ...DEFAULT_DIAGRAM_SETTINGS, default_connection_type: 'manhattan' })).toMatchObject({
      defaultRouter: { name: 'manhattan' },
      defaultConnector: { name: 'rounded' },
    });
    expect(connectionDefaults({ ...DEFAULT_DIAGRAM_SETTINGS, default_connection_type: 'gap' }).defaultConnector).toEqual({
      name: 'jumpover',
      args: { type: 'gap' },
    });
  });

  it('passes a pinning connection strategy through', () => {
    expect(connectionDefaults({ ...DEFAULT_DIAGRAM_SETTINGS, connection_strategy: 'pinRelative' }).connectionStrategy).toBe('pinRelative');
  });
});
