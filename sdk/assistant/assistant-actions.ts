import type { AssistantAction } from '../../core/domain/assistant-types';
import type { PluginManifest } from '../manifest';

/** Offered for every module: a summary asks nothing of the kind. */
export const UNIVERSAL_ASSISTANT_ACTIONS: readonly AssistantAction[] = ['summarise'];

/**
 * The assistant actions a module kind offers: those its manifest declares (`assistantActions`) and "Summarise".
 * The host draws one button per action; it never asks which kind a module is.
 */
export function assistantActionsOf(manifest: Pick<PluginManifest, 'assistantActions'>): AssistantAction[] {
  const declared = manifest.assistantActions ?? [];
  return [...declared.filter((action) => !UNIVERSAL_ASSISTANT_ACTIONS.includes(action)), ...UNIVERSAL_ASSISTANT_ACTIONS];
}

/** Actions that answer items to accept; the others (a summary) answer text to read. */
export const actionAddsItems = (action: AssistantAction): boolean => action !== 'summarise';
