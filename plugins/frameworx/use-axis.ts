import { useMemo } from 'react';
import { useRegistryRows, type EntityItem } from '../../sdk';
import { frameworkAxisItems, registryAxisItems, type AxisItem, type FrameworkItem, type MappingSource } from './matrix-model';

/** The items of one axis: a project registry's rows, or the module's framework; undefined while loading. */
export function useAxis(projectId: number, source: MappingSource, framework: readonly EntityItem<FrameworkItem>[]): AxisItem[] | undefined {
  const registry = source === 'framework' ? undefined : source;
  const rows = useRegistryRows(projectId, registry);
  return useMemo(() => {
    if (!registry) return frameworkAxisItems(framework.map((item) => item.value));
    return rows && registryAxisItems(registry, rows);
  }, [registry, rows, framework]);
}
