/**
 * Type-level checks of typed message keys, run by `tsc`: each `@ts-expect-error` line names a misspelt key, so if
 * the keys stopped being typed the directive would be unused and the typecheck would fail.
 */
import type { TFunction } from 'i18next';
import type { CoreMessageKey } from '../../../core/i18n/core-message-key';
import type { HostMessageKey } from '../../../host/i18n/host-message-key';
import type { SdkMessageKey } from '../../../sdk/i18n/use-sdk-translate';
import type { MessageKey, Translate } from '../../../sdk/i18n/translate';
import type risksEn from '../../../plugins/risks/locales/en.json';

declare const hostT: TFunction<'host'>;
hostT('common.cancel');
// @ts-expect-error a misspelt host key
hostT('common.cancle');

export const hostKey: HostMessageKey = 'nav.admin';
// @ts-expect-error a misspelt host key in a table of keys
export const misspeltHostKey: HostMessageKey = 'nav.amdin';

export const coreKey: CoreMessageKey = 'fieldErrors.required';
// @ts-expect-error a misspelt core key
export const misspeltCoreKey: CoreMessageKey = 'fieldErrors.requird';

declare const sdkT: Translate<SdkMessageKey>;
sdkT('undo.deletedMany', { count: 2 });
// @ts-expect-error a misspelt SDK key
sdkT('undo.deletdMany');

declare const risksT: Translate<MessageKey<typeof risksEn>>;
risksT('title');
// @ts-expect-error a misspelt key of a plugin that names its English
risksT('titel');

declare const runTimeT: Translate;
runTimeT(`fields.${String(Math.random())}`);
