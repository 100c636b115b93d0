import type { I18nService } from '../../core/services/i18n-service';
import { SDK_NAMESPACE, sdkMessages } from '../../sdk/i18n/sdk-messages';
import { HOST_NAMESPACE, hostShellEn } from '../i18n/en-shell';

/**
 * The messages every page needs from the start: the host shell's English and the SDK's. The rest of the host's
 * English and the plugins' come with the signed-in app or an embed (`withAppMessages`).
 */
export function registerMessages(i18n: I18nService): void {
  i18n.addMessages('en', HOST_NAMESPACE, hostShellEn);
  for (const [language, messages] of Object.entries(sdkMessages)) i18n.addMessages(language, SDK_NAMESPACE, messages);
}

/** Loads a layout of the signed-in app or of an embed together with the English it speaks: the host's and each plugin's. */
export async function withAppMessages<T>(i18n: I18nService, layout: Promise<T>): Promise<T> {
  const [{ hostAppEn }, { pluginEnglish }, loaded] = await Promise.all([
    import('../i18n/en-app'),
    import('../i18n/plugin-english'),
    layout,
  ]);
  i18n.addMessages('en', HOST_NAMESPACE, hostAppEn);
  for (const [segment, messages] of Object.entries(pluginEnglish)) i18n.addMessages('en', segment, messages);
  return loaded;
}
