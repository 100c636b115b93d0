import { STYLE_FIELDS } from './fields/style-field-list';
import type { PropertySheet } from './palette';

type Translate = (key: string) => string;

/** The SDK's message of each property its own shapes lend to every diagram kind: the style's and the link's. */
const SHARED_LABEL_KEYS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(STYLE_FIELDS.map((field) => [field.name, `diagram.properties.${field.label}`])),
  ...Object.fromEntries(
    ['linkType', 'flowType', 'associationDirection', 'labelPosition', 'link_color', 'relationship_type', 'relationship_color', 'labelPlacement'].map((name) => [
      name,
      `diagram.link.${name}`,
    ]),
  ),
};

export function hasSharedLabel(name: string): boolean {
  return name in SHARED_LABEL_KEYS;
}

/** The SDK's message key naming a property every diagram kind shares, if `name` is one. */
export function sharedLabelKey(name: string): string | undefined {
  return SHARED_LABEL_KEYS[name];
}

/**
 * A property's label in the properties panel, translated: the shape's sheet's (its plugin's message), else
 * the SDK's for a shared property; a property with neither shows its name (tests/unit/i18n keeps that from
 * happening), never the English title of its schema.
 */
export function propertyLabel(name: string, sheet: PropertySheet | undefined, t: Translate): string {
  const shared = sharedLabelKey(name);
  return sheet?.labels?.[name] ?? (shared ? t(shared) : name);
}
