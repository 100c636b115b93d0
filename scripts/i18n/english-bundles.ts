import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { coreEn } from '../../core/i18n/en';
import { hostEn } from '../../host/i18n/en';
import { sdkMessages } from '../../sdk/i18n/sdk-messages';

/** One English message bundle and the folder whose `{language}.json` files translate it. */
export interface EnglishBundle {
  readonly folder: string;
  readonly messages: Readonly<Record<string, unknown>>;
}

const root = join(import.meta.dirname, '..', '..');

function pluginBundles(): EnglishBundle[] {
  return readdirSync(join(root, 'plugins'))
    .map((plugin) => `plugins/${plugin}/locales`)
    .filter((folder) => existsSync(join(root, folder, 'en.json')))
    .map((folder) => ({ folder, messages: JSON.parse(readFileSync(join(root, folder, 'en.json'), 'utf8')) }));
}

/** Every English bundle of the product: the kernel's, the host's, the SDK's and each plugin's. */
export function englishBundles(): EnglishBundle[] {
  return [
    { folder: 'core/i18n/locales', messages: coreEn },
    { folder: 'host/i18n/locales', messages: hostEn },
    { folder: 'sdk/i18n/locales', messages: sdkMessages.en },
    ...pluginBundles(),
  ];
}
