/**
 * What makes an entity value acceptable: its attribute belongs to the module's type, and its document
 * is valid against the attribute's JSON Schema. Checks return the failing fields (prefixed with where
 * the value sits in the request body) so a bulk call can report every bad item at once.
 */
import type { FieldError } from '../errors';
import type { ModuleRegistry } from './module-registry';
import { checkNewValueSaysSomething } from './kept-while-filled';

/** The part of the module registry entity values need. */
export type AttributeCatalog = Pick<ModuleRegistry, 'attributeById' | 'moduleTypeById'>;

/** `prefix` + `field`, e.g. 'entity_values/2/' + 'value/impact'. */
function at(prefix: string, field: string): string {
  return `${prefix}${field}`;
}

/** The document's failures, as fields under `<prefix>value`. */
export function checkDocument(catalog: AttributeCatalog, attributeId: number, value: unknown, prefix = ''): FieldError[] {
  const attribute = catalog.attributeById(attributeId);
  if (!attribute) {
    return [{ field: at(prefix, 'entity_attribute_id'), code: 'notAnOption', message: 'This attribute is no longer registered, so its values cannot change.' }];
  }
  const failures = attribute.validate(value) ?? [];
  return failures.map((failure) => ({
    ...failure,
    field: failure.field === '(body)' || failure.field === '' ? at(prefix, 'value') : at(prefix, `value/${failure.field}`),
  }));
}

/** The attribute must be registered and belong to the module's type. */
export function checkAttribute(
  catalog: AttributeCatalog,
  moduleTypeId: number,
  attributeId: number,
  prefix = '',
): FieldError[] {
  const attribute = catalog.attributeById(attributeId);
  if (attribute && attribute.moduleTypeId === moduleTypeId) return [];
  const allowed = catalog.moduleTypeById(moduleTypeId)?.attributes.map((a) => `${a.key} (${a.id})`) ?? [];
  const message = attribute
    ? `${attribute.key} belongs to another kind of module.`
    : `There is no entity attribute ${attributeId}.`;
  return [
    {
      field: at(prefix, 'entity_attribute_id'),
      code: 'notAnOption',
      message: `${message} This module accepts ${allowed.length > 0 ? allowed.join(', ') : 'no attributes'}.`,
    },
  ];
}

/** A new value: a registered attribute of the module's type and a valid document that says something. */
export function checkNewValue(
  catalog: AttributeCatalog,
  moduleTypeId: number,
  input: { entity_attribute_id: number; value: object },
  prefix = '',
): FieldError[] {
  const attributeFailures = checkAttribute(catalog, moduleTypeId, input.entity_attribute_id, prefix);
  if (attributeFailures.length > 0) return attributeFailures;
  const documentFailures = checkDocument(catalog, input.entity_attribute_id, input.value, prefix);
  if (documentFailures.length > 0) return documentFailures;
  return checkNewValueSaysSomething(catalog, input, prefix);
}
