import { STYLE_FIELDS } from './fields/style-fields';
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

/**
 * A property's label in the properties panel, translated: the shape's sheet's (its plugin's message), else
 * the SDK's for a shared property; a property with neither shows its name (tests/unit/i18n keeps that from
 * happening), never the English title of its schema.
 */
export function propertyLabel(name: string, sheet: PropertySheet | undefined, t: Translate): string {
  const shared = SHARED_LABEL_KEYS[name];
  return sheet?.labels?.[name] ?? (shared ? t(shared) : name);
}
