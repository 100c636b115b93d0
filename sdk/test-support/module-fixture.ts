import { createElement } from 'react';
import { onTestFinished } from 'vitest';
import type { ProjectModule } from '../../core/domain/api-types';
import { defineManifest, type JsonSchema } from '../manifest';
import { definePlugin, type PluginDefinition } from '../plugin';
import { FakeEntityValuesServer } from './entity-values-server';
import { pluginMessages } from './plugin-english';
import { createTestServices, renderWithServices, TEST_PROJECT, testModule, type TestServices } from './render-with-services';
import { compileValueValidator } from './schema-validator';
import { serveTestLookups } from './test-lookups';
import { serveTestMembers } from './test-members';

export interface ModuleFixtureOptions<V> {
  /** The plugin under test: its messages are registered and its module type names the module. */
  plugin: PluginDefinition;
  /** The entity attribute the fake server holds; the plugin's first unless given. */
  attributeKey?: string;
  seed?: V[];
  module?: Partial<ProjectModule>;
}

export interface ModuleFixture<V> {
  services: TestServices;
  module: ProjectModule;
  server: FakeEntityValuesServer<V>;
}

/**
 * Test services plus a module whose entity values of one attribute a fake server holds. Every value, seeded
 * or written, is validated against the attribute's JSON Schema as the real server does: the fake answers 422
 * to a value the server would refuse, and the test fails unless it takes that refusal (server.takeRefusals()).
 * The lookups answer TEST_LOOKUP_ITEMS, the test project's members TEST_MEMBERS.
 */
export function createModuleFixture<V>({ plugin, attributeKey, seed = [], module: overrides }: ModuleFixtureOptions<V>): ModuleFixture<V> {
  const { manifest } = plugin;
  const attribute = attributeKey ? manifest.entityAttributes.find((candidate) => candidate.key === attributeKey) : manifest.entityAttributes[0];
  if (!attribute) throw new Error(`${manifest.typeKey} declares no entity attribute ${attributeKey ?? ''}`);
  const services = createTestServices({ [manifest.segment]: pluginMessages(manifest.segment) });
  serveTestLookups(services.http);
  serveTestMembers(services.http);
  const module = testModule({ type_key: manifest.typeKey, ...overrides });
  const server = new FakeEntityValuesServer<V>(services.http, {
    projectId: module.project_id,
    moduleId: module.id,
    moduleTypeId: module.scenario_module_id,
    attributeKey: attribute.key,
    validate: compileValueValidator(attribute.json_schema, attribute.refine),
  });
  server.seed(seed.map((value) => ({ value })));
  onTestFinished(() => {
    const refusals = server.takeRefusals();
    if (refusals.length > 0) throw new Error(`The server would refuse these values (422): ${refusals.join('; ')}`);
  });
  return { services, module, server };
}

/**
 * Renders the plugin's view as the host does: loaded through `plugin.view`, read-only for a reader and
 * for an embed (a plugin without an embed view is embedded as its view, read-only).
 */
export async function renderPluginView(plugin: PluginDefinition, { services, module }: ModuleFixture<unknown>, variant: 'edit' | 'read' | 'embed' = 'edit') {
  const { default: View } = await (variant === 'embed' ? (plugin.embedView ?? plugin.view) : plugin.view)();
  return renderWithServices(createElement(View, { project: TEST_PROJECT, module, readOnly: variant !== 'edit' }), services);
}

/** A plugin for the SDK's own tests: one entity attribute with this schema, no view of its own worth drawing. */
export function attributePlugin(key: string, json_schema: JsonSchema = { type: 'object' }): PluginDefinition {
  const manifest = defineManifest({
    typeKey: `${key}Module`,
    segment: key.toLowerCase(),
    title: key,
    description: '',
    category: 'Documents',
    family: 'document',
    entityAttributes: [{ key, json_schema }],
  });
  return definePlugin({ manifest, view: async () => ({ default: () => null }) });
}
