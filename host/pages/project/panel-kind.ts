/** The side panels of the project workspace. */
export type PanelKind = 'comments' | 'resources' | 'history' | 'assistant';
