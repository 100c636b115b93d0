import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAGRAM_SETTINGS } from '../constants';
import { connectionDefaults } from './connection-defaults';

describe('connectionDefaults', () => {
  it('defaults to a normal connection, centre anchor and bounding box with offset 8, from the model box', () => {
    expect(connectionDefaults(DEFAULT_DIAGRAM_SETTINGS)).toEqual({
      defaultRouter: { name: 'normal' },
      defaultConnector: { name: 'normal' },
      defaultAnchor: { name: 'center', args: { useModelGeometry: true } },
      defaultConnectionPoint: { name: 'bbox', args: { offset: 8, useModelGeometry: true } },
      connectionStrategy: null,
    });
  });

  it('measures the drawn shape only for the connection point that follows its outline', () => {
    const pointOf = (name: string) => connectionDefaults({ ...DEFAULT_DIAGRAM_SETTINGS, default_connection_point: name }).defaultConnectionPoint;
    expect(pointOf('rectangle')).toEqual({ name: 'rectangle', args: { useModelGeometry: true } });
    expect(pointOf('boundary')).toEqual({ name: 'boundary' });
    expect(pointOf('anchor')).toEqual({ name: 'anchor' });
    expect(connectionDefaults({ ...DEFAULT_DIAGRAM_SETTINGS, default_anchor: 'midSide' }).defaultAnchor).toEqual({
      name: 'midSide',
      args: { useModelGeometry: true },
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
