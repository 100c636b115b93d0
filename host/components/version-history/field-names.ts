/**
 * A changed field's name in the reader's language: the module's own fields as its properties panel names them,
 * an assignment list as the SDK does, an item's field as its kind's plugin does (a family's `fields.<name>`, a
 * diagram's `properties.<name>`) or, for the style and link properties every diagram shares, the SDK. A field
 * nothing names is spelled out from its key.
 */
import { sharedLabelKey } from '../../../sdk/diagram/ui/property-labels';
import { SDK_NAMESPACE } from '../../../sdk/i18n/sdk-messages';
import { HOST_NAMESPACE } from '../../i18n/en-shell';
import { fieldWords, type FieldNamer } from './revision-words';

const MODULE_FIELD_KEYS: Readonly<Record<string, string>> = {
  name: 'projectPage.properties.name',
  description: 'projectPage.properties.description',
  status_id: 'projectPage.properties.status',
  locked: 'projectPage.properties.locked',
};

/** The two calls of an i18next instance the names need. */
export interface MessageLookup {
  exists(key: string): boolean;
  t(key: string): string;
}

/** Names the fields of a module of the kind whose plugin segment (and message namespace) is `segment`. */
export function moduleFieldNamer(messages: MessageLookup, segment: string): FieldNamer {
  return (name, ofModule) => {
    const shared = sharedLabelKey(name);
    const candidates = ofModule
      ? [MODULE_FIELD_KEYS[name] && `${HOST_NAMESPACE}:${MODULE_FIELD_KEYS[name]}`]
      : [`${SDK_NAMESPACE}:assign.fields.${name}`, `${segment}:fields.${name}`, `${segment}:properties.${name}`, shared && `${SDK_NAMESPACE}:${shared}`];
    const key = candidates.find((candidate) => candidate && messages.exists(candidate));
    return key ? messages.t(key) : fieldWords(name);
  };
}
