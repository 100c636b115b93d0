import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAGRAM_SETTINGS } from './constants';
import { readDiagramSettings } from './diagram-settings';

describe('readDiagramSettings', () => {
  it('gives the §9 defaults for a module without settings', () => {
    expect(readDiagramSettings(null)).toEqual(DEFAULT_DIAGRAM_SETTINGS);
    expect(DEFAULT_DIAGRAM_SETTINGS).toMatchObject({
      default_connection_type: 'normal',
      default_anchor: 'center',
      connection_strategy: 'default',
      default_connection_point: 'bbox',
      default_link_key: 'tessera.Link',
    });
  });

  it('keeps stored values of the right type', () => {
    const settings = readDiagramSettings({ show_gridlines: false, default_connection_type: 'manhattan', reload_layout: true });
    expect(settings).toMatchObject({ show_gridlines: false, default_connection_type: 'manhattan', reload_layout: true });
  });

  it('falls back to the default for a value of the wrong type or an unknown connection type', () => {
    const settings = readDiagramSettings({ show_gridlines: 'yes', default_connection_type: 'curvy', default_link_key: '' });
    expect(settings.show_gridlines).toBe(true);
    expect(settings.default_connection_type).toBe('normal');
    expect(settings.default_link_key).toBe('tessera.Link');
  });
});
