import { useMemo } from 'react';
import { useParams } from 'react-router';
import { numericTwins } from '../guards/numeric-twins';

/** The route's parameters with their numeric twins (guard rule 1), e.g. projectId and projectIdInt. */
export function useRouteIds(): { params: Readonly<Record<string, string | undefined>>; twins: Record<string, number> } {
  const params = useParams();
  return useMemo(() => ({ params, twins: numericTwins(params) }), [params]);
}
