import { CONNECTION_TYPES, DEFAULT_DIAGRAM_SETTINGS, type ConnectionType, type DiagramSettings } from './constants';

/**
 * The module settings of §3 from a stored module entity value: each field taken when it has the right
 * type, else its default (§9), so a document written by an older version still opens.
 */
export function readDiagramSettings(stored: Record<string, unknown> | null | undefined): DiagramSettings {
  const value = stored ?? {};
  const bool = (key: keyof DiagramSettings) =>
    typeof value[key] === 'boolean' ? (value[key] as boolean) : (DEFAULT_DIAGRAM_SETTINGS[key] as boolean);
  const text = (key: keyof DiagramSettings) =>
    typeof value[key] === 'string' && value[key] !== '' ? (value[key] as string) : (DEFAULT_DIAGRAM_SETTINGS[key] as string);
  const connectionType = CONNECTION_TYPES.includes(value.default_connection_type as ConnectionType)
    ? (value.default_connection_type as ConnectionType)
    : DEFAULT_DIAGRAM_SETTINGS.default_connection_type;
  return {
    show_gridlines: bool('show_gridlines'),
    show_snaplines: bool('show_snaplines'),
    default_connection_type: connectionType,
    embedding_enabled: bool('embedding_enabled'),
    default_link_key: text('default_link_key'),
    connection_strategy: text('connection_strategy'),
    default_anchor: text('default_anchor'),
    default_connection_point: text('default_connection_point'),
    reload_layout: bool('reload_layout'),
  };
}
