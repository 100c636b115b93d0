import type { ComponentType } from 'react';
import type { Project, ProjectModule } from '../core/domain/api-types';
import type { PluginManifest } from './manifest';

/** What the host hands a module view. `readOnly` already folds in lock and permissions. */
export interface ModuleViewProps {
  project: Project;
  module: ProjectModule;
  readOnly: boolean;
}

export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

/** A side panel a plugin adds to its module page (comments and properties come from the host). */
export interface PanelContribution {
  id: string;
  /** i18n key in the plugin's namespace, or plain text. */
  title: string;
  component: LazyComponent<ModuleViewProps>;
}

export type PluginMessages = Record<string, Record<string, unknown>>;

export interface PluginDefinition {
  manifest: PluginManifest;
  view: LazyComponent<ModuleViewProps>;
  /** The embed variant; the host shows only the header bar above it. Defaults to `view`, read-only. */
  embedView?: LazyComponent<ModuleViewProps>;
  panels?: PanelContribution[];
  /** i18next messages by language, registered under the plugin's segment as namespace. */
  messages?: PluginMessages;
}

export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}
