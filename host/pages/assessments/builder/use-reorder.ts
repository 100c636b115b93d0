import { useState } from 'react';
import { assessmentPositionsPath, type PositionedAssessmentResource } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { useAssessment } from '../assessment-context';

/**
 * Reordering one container of a resource (the sections; the groups of a section; the questions of a
 * group): the new order shows at once, is sent whole to update_positions, and goes back if refused.
 */
export function useReorder(resource: PositionedAssessmentResource) {
  const { assessment, reload } = useAssessment();
  const http = useService(HttpClient);
  const [pending, setPending] = useState<ReadonlyMap<string, Id[]>>(new Map());
  const [error, setError] = useState<unknown>(null);

  const ordered = <T extends { id: Id }>(container: string, items: readonly T[]): T[] => {
    const ids = pending.get(container);
    if (!ids) return [...items];
    const rank = (id: Id) => (ids.includes(id) ? ids.indexOf(id) : Number.MAX_SAFE_INTEGER);
    return [...items].sort((a, b) => rank(a.id) - rank(b.id));
  };
  const reorder = async (container: string, ids: Id[]) => {
    setPending((current) => new Map(current).set(container, ids));
    setError(null);
    try {
      await http.post(assessmentPositionsPath(assessment.id, resource), { ids });
      reload();
    } catch (failure) {
      setError(failure);
      setPending((current) => {
        const next = new Map(current);
        next.delete(container);
        return next;
      });
    }
  };
  return { ordered, reorder, error, clearError: () => setError(null) };
}
