import type { I18nService } from '../../core/services/i18n-service';
import { SDK_NAMESPACE, sdkMessages } from '../../sdk/i18n/sdk-messages';
import { HOST_NAMESPACE, hostEn } from '../i18n/en';
import type { PluginRegistry } from '../registry/plugin-registry';

/** The host's messages, the SDK's, and each plugin's under its segment as namespace. */
export function registerMessages(i18n: I18nService, registry: PluginRegistry): void {
  i18n.addMessages('en', HOST_NAMESPACE, hostEn);
  for (const [language, messages] of Object.entries(sdkMessages)) i18n.addMessages(language, SDK_NAMESPACE, messages);
  for (const plugin of registry.plugins) {
    for (const [language, messages] of Object.entries(plugin.messages ?? {})) {
      i18n.addMessages(language, plugin.manifest.segment, messages);
    }
  }
}
