import type { ProjectModule } from '../../core/domain/api-types';
import type { PluginMessages } from '../plugin';
import { FakeEntityValuesServer } from './entity-values-server';
import { createTestServices, testModule, type TestServices } from './render-with-services';

export interface ModuleFixtureOptions<V> {
  attributeKey: string;
  seed?: V[];
  /** Plugin messages by namespace (the plugin's segment). */
  messages?: Record<string, PluginMessages>;
  module?: Partial<ProjectModule>;
}

export interface ModuleFixture<V> {
  services: TestServices;
  module: ProjectModule;
  server: FakeEntityValuesServer<V>;
}

/** Test services plus a module whose entity values of one attribute a fake server holds. */
export function createModuleFixture<V>({ attributeKey, seed = [], messages, module: overrides }: ModuleFixtureOptions<V>): ModuleFixture<V> {
  const services = createTestServices(messages);
  const module = testModule(overrides);
  const server = new FakeEntityValuesServer<V>(services.http, {
    projectId: module.project_id,
    moduleId: module.id,
    moduleTypeId: module.scenario_module_id,
    attributeKey,
  });
  server.seed(seed.map((value) => ({ value })));
  return { services, module, server };
}
