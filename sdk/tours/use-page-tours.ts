import { useEffect } from 'react';
import type { TourDeclaration } from '../../core/domain/tours';
import { Tours } from '../../core/services/tours';
import { useService } from '../services-context';

/** Offers the page's tours (help menu, and the one due by itself) while the calling component is shown. */
export function usePageTours(tours: readonly TourDeclaration[]): void {
  const service = useService(Tours);
  useEffect(() => service.register(tours), [service, tours]);
}
