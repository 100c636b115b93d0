import type { I18nService } from '../../core/services/i18n-service';
import { HOST_NAMESPACE, hostShellEn } from '../i18n/en-shell';

/**
 * The messages every page needs from the start: the host shell's English. The rest of the host's English, the
 * SDK's and the plugins' come with the signed-in app or an embed (`withAppMessages`).
 */
export function registerMessages(i18n: I18nService): void {
  i18n.addMessages('en', HOST_NAMESPACE, hostShellEn);
}

/** Loads a layout of the signed-in app or of an embed together with the English it speaks: the host's, the SDK's and each plugin's. */
export async function withAppMessages<T>(i18n: I18nService, layout: Promise<T>): Promise<T> {
  const [{ hostAppEn }, { SDK_NAMESPACE, sdkMessages }, { pluginEnglish }, loaded] = await Promise.all([
    import('../i18n/en-app'),
    import('../../sdk/i18n/sdk-messages'),
    import('../i18n/plugin-english'),
    layout,
  ]);
  i18n.addMessages('en', HOST_NAMESPACE, hostAppEn);
  i18n.addMessages('en', SDK_NAMESPACE, sdkMessages.en);
  for (const [segment, messages] of Object.entries(pluginEnglish)) i18n.addMessages('en', segment, messages);
  return loaded;
}
