import type { Project, ProjectModule, ScenarioModule, Section } from '../../core/domain/api-types';
import { definePlugin, type ModuleViewProps } from '../../sdk/plugin';
import { createPluginRegistry, type PluginRegistry } from '../registry/plugin-registry';

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 7,
    company_id: 1,
    name: 'Acme onboarding',
    description: 'Getting new people started',
    entity_type: 'project',
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    last_event_date: '2026-01-02T10:00:00Z',
    permissions: { read: true, write: true, admin: false },
    ...overrides,
  };
}

export function aModule(overrides: Partial<ProjectModule> = {}): ProjectModule {
  return {
    id: 11,
    project_id: 7,
    section_id: null,
    scenario_module_id: 1,
    type_key: 'FreeTexts',
    name: 'Welcome notes',
    position: 0,
    locked: false,
    permissions: { read: true, write: true, admin: false },
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

export function aSection(overrides: Partial<Section> = {}): Section {
  return { id: 3, project_id: 7, name: 'Discovery', position: 0, ...overrides };
}

function FakeView({ module, readOnly }: ModuleViewProps) {
  return <p>{`${module.name} view${readOnly ? ' (read-only)' : ''}`}</p>;
}

function FakeEmbed({ module, readOnly }: ModuleViewProps) {
  return <p>{`${module.name} embed${readOnly ? ' (read-only)' : ''}`}</p>;
}

/** Two module kinds in two categories, the way import.meta.glob would hand them over. */
export const testRegistry = createPluginRegistry({
  '../../plugins/text/index.ts': {
    default: definePlugin({
      manifest: {
        typeKey: 'FreeTexts',
        segment: 'text',
        title: 'Text',
        description: 'Free rich text.',
        category: 'Documents',
        family: 'document',
        entityAttributes: [],
      },
      view: async () => ({ default: FakeView }),
    }),
  },
  '../../plugins/risks/index.ts': {
    default: definePlugin({
      manifest: {
        typeKey: 'Risks',
        segment: 'risks',
        title: 'Risks',
        description: 'A list of risks.',
        category: 'Lists',
        family: 'list',
        entityAttributes: [],
      },
      view: async () => ({ default: FakeView }),
      embedView: async () => ({ default: FakeEmbed }),
    }),
  },
});

/** The server's module catalogue (GET /api/scenario_modules.json) offering every kind of the registry. */
export function aCatalogue(registry: PluginRegistry): ScenarioModule[] {
  return registry.plugins.map(({ manifest }, index) => ({
    id: index + 1,
    type_key: manifest.typeKey,
    segment: manifest.segment,
    title: manifest.title,
    category: manifest.category,
    family: manifest.family,
    description: '',
    icon: null,
    available: true,
  }));
}
