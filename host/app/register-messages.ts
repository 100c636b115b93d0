import type { I18nService } from '../../core/services/i18n-service';
import { SDK_NAMESPACE, sdkMessages } from '../../sdk/i18n/sdk-messages';
import { HOST_NAMESPACE, hostShellEn } from '../i18n/en-shell';
import type { PluginRegistry } from '../registry/plugin-registry';

/**
 * The messages every page needs from the start: the host shell's English, the SDK's, and each plugin's under its
 * segment as namespace. The rest of the host's English comes with the signed-in app (`withAppMessages`).
 */
export function registerMessages(i18n: I18nService, registry: PluginRegistry): void {
  i18n.addMessages('en', HOST_NAMESPACE, hostShellEn);
  for (const [language, messages] of Object.entries(sdkMessages)) i18n.addMessages(language, SDK_NAMESPACE, messages);
  for (const plugin of registry.plugins) {
    for (const [language, messages] of Object.entries(plugin.messages ?? {})) {
      i18n.addMessages(language, plugin.manifest.segment, messages);
    }
  }
}

/** Loads a layout of the signed-in app or of an embed together with the host's English it speaks. */
export async function withAppMessages<T>(i18n: I18nService, layout: Promise<T>): Promise<T> {
  const [{ hostAppEn }, loaded] = await Promise.all([import('../i18n/en-app'), layout]);
  i18n.addMessages('en', HOST_NAMESPACE, hostAppEn);
  return loaded;
}
