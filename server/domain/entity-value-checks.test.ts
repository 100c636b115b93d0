import { beforeAll, describe, expect, it } from 'vitest';
import risks from '../../plugins/risks/manifest';
import swot from '../../plugins/swot-canvas/manifest';
import type { PluginManifest } from '../../sdk/manifest';
import { checkAttribute, checkDocument, checkNewValue, type AttributeCatalog } from './entity-value-checks';
import { compileDocumentValidator, createDocumentAjv } from './json-schema-validator';
import type { RegisteredModuleType } from './module-registry';

/** Risks is type 1 with attribute 10, the SWOT canvas type 2 with attribute 20. */
function catalogOf(...manifests: PluginManifest[]): AttributeCatalog {
  const ajv = createDocumentAjv();
  const types: RegisteredModuleType[] = manifests.map((manifest, index) => ({
    id: index + 1,
    typeKey: manifest.typeKey,
    manifest,
    attributes: manifest.entityAttributes.map((attribute) => ({
      id: (index + 1) * 10,
      moduleTypeId: index + 1,
      key: attribute.key,
      jsonSchema: attribute.json_schema,
      singleDocument: attribute.singleDocument === true,
      validate: compileDocumentValidator(ajv, attribute.json_schema),
    })),
  }));
  const attributes = types.flatMap((type) => type.attributes);
  return {
    attributeById: (id) => attributes.find((a) => a.id === id),
    moduleTypeById: (id) => types.find((type) => type.id === id),
  };
}

let catalog: AttributeCatalog;

beforeAll(() => {
  catalog = catalogOf(risks, swot);
});

describe('checkDocument', () => {
  it('accepts a valid document', () => {
    expect(checkDocument(catalog, 10, { title: 'Fine', impact: 2 })).toEqual([]);
  });

  it('names the failing fields under value/, after the given prefix', () => {
    expect(checkDocument(catalog, 10, { title: 'x', impact: 'huge' }).map((f) => f.field)).toEqual(['value/impact']);
    expect(checkDocument(catalog, 10, {}, 'entity_values/3/').map((f) => f.field)).toEqual(['entity_values/3/value/title']);
    expect(checkDocument(catalog, 10, 'not an object').map((f) => f.field)).toEqual(['value']);
  });

  it('refuses a value whose attribute is no longer registered', () => {
    expect(checkDocument(catalog, 99, { title: 'x' }).map((f) => f.field)).toEqual(['entity_attribute_id']);
  });
});

describe('checkAttribute', () => {
  it('accepts an attribute of the module’s type only, listing the right ones otherwise', () => {
    expect(checkAttribute(catalog, 1, 10)).toEqual([]);
    const [failure] = checkAttribute(catalog, 1, 20);
    expect(failure.field).toBe('entity_attribute_id');
    expect(failure.message).toMatch(/SwotNote belongs to another kind of module/);
    expect(failure.message).toMatch(/RiskItem \(10\)/);
    expect(checkAttribute(catalog, 1, 99)[0].message).toMatch(/There is no entity attribute 99/);
  });
});

describe('checkNewValue', () => {
  it('checks the attribute before the document', () => {
    expect(checkNewValue(catalog, 2, { entity_attribute_id: 10, value: { title: 'x' } }).map((f) => f.field)).toEqual([
      'entity_attribute_id',
    ]);
    expect(checkNewValue(catalog, 2, { entity_attribute_id: 20, value: { area: 'north', text: 'x' } }).map((f) => f.field)).toEqual([
      'value/area',
    ]);
  });
});
