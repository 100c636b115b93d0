/**
 * What "Add module" offers: the registry's plugins that the server's catalogue lists (hidden kinds are left
 * out), with the system admin's title, description, icon and category, grouped by category in the order of
 * the module categories lookup.
 */
import type { ScenarioModule } from '../../core/domain/api-types';
import { lookupPath, type LookupItem } from '../../core/domain/lookups';
import { HttpClient } from '../../core/services/http-client';
import { loadShared } from '../../sdk/http/shared-loads';
import type { PluginDefinition } from '../../sdk/plugin';
import { useService } from '../../sdk/services-context';
import type { PluginRegistry } from '../registry/plugin-registry';
import { useAsync, type AsyncState } from '../../sdk/ui/use-async';

export const MODULE_KINDS_PATH = '/api/scenario_modules.json';

export interface OfferedModuleKind {
  plugin: PluginDefinition;
  /** The admin's title, or null for the plugin's own (translated) one. */
  title: string | null;
  /** The admin's description, or null for the plugin's own. */
  description: string | null;
  icon: string | null;
}

export interface OfferedCategory {
  category: string;
  kinds: OfferedModuleKind[];
}

export function offeredCategories(registry: PluginRegistry, catalogue: readonly ScenarioModule[], categoryOrder: readonly string[]): OfferedCategory[] {
  const groups = new Map<string, OfferedModuleKind[]>();
  for (const kind of catalogue) {
    const plugin = registry.byTypeKey(kind.type_key);
    if (!plugin) continue;
    const group = groups.get(kind.category) ?? [];
    group.push({
      plugin,
      title: kind.title === plugin.manifest.title ? null : kind.title,
      description: kind.description && kind.description !== plugin.manifest.description ? kind.description : null,
      icon: kind.icon,
    });
    groups.set(kind.category, group);
  }
  const rank = (category: string) => (categoryOrder.includes(category) ? categoryOrder.indexOf(category) : categoryOrder.length);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)).map(([category, kinds]) => ({ category, kinds }));
}

/** The offered kinds by category, loaded once per page (a failed load is tried again on reload). */
export function useOfferedCategories(registry: PluginRegistry): AsyncState<OfferedCategory[]> & { reload: () => void } {
  const http = useService(HttpClient);
  return useAsync(async () => {
    const [catalogue, categories] = await Promise.all([
      loadShared<ScenarioModule[]>(http, MODULE_KINDS_PATH),
      loadShared<LookupItem[]>(http, lookupPath('scenario_module_categories')),
    ]);
    return offeredCategories(registry, catalogue, categories.map((item) => item.name));
  }, [http, registry]);
}
