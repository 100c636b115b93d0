import { I18nService } from '../../core/services/i18n-service';
import { useService } from '../services-context';
import { SDK_NAMESPACE, sdkMessages } from './sdk-messages';
import type { MessageKey, Translate } from './translate';
import { useTranslate } from './use-translate';

/** A key of the SDK's own messages. */
export type SdkMessageKey = MessageKey<(typeof sdkMessages)['en']>;

/** Translates the SDK's own strings, registering them with the app's i18next on first use. */
export function useSdkTranslate(): Translate<SdkMessageKey> {
  const i18n = useService(I18nService);
  for (const [language, messages] of Object.entries(sdkMessages)) {
    if (!i18n.i18next.hasResourceBundle(language, SDK_NAMESPACE)) i18n.addMessages(language, SDK_NAMESPACE, messages);
  }
  return useTranslate<(typeof sdkMessages)['en']>(SDK_NAMESPACE);
}
