import { useCallback } from 'react';
import { useUserPreference } from '../ui/use-user-preference';

/** The user's remembered preference key for the view a registry module shows. */
export const registryViewPreferenceKey = (moduleId: number) => `registry-view.${moduleId}`;

/**
 * Which of a registry module's views the user last chose (list, or one of its maps), remembered per user
 * and module (`useUserPreference` under registry-view.{moduleId}). A stored view the kind no longer offers
 * falls back to the first; a share link's visitor keeps the choice for the visit.
 */
export function useRegistryViewChoice(moduleId: number, viewIds: readonly string[]): [string, (id: string) => void] {
  const offered = viewIds.join(',');
  const read = useCallback(
    (stored: unknown) => (typeof stored === 'string' && offered.split(',').includes(stored) ? stored : offered.split(',')[0]),
    [offered],
  );
  const [chosen, choose] = useUserPreference(registryViewPreferenceKey(moduleId), viewIds[0], read);
  return [viewIds.includes(chosen) ? chosen : viewIds[0], choose];
}
