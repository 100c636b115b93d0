import { serviceToken, type ServiceToken } from './service-token';
import type { Observable } from 'rxjs';
import type { TourDeclaration } from '../domain/tours';

/** One run of a tour; a restart of the same tour is a new run. */
export interface TourRun {
  tour: TourDeclaration;
  run: number;
}

/**
 * The guided tours of the page on screen and the one running (screens-and-editor.md §4). Pages register what
 * they offer while they are shown; the shell's help menu and tour host read it.
 */
export const Tours: ServiceToken<Tours> = serviceToken<Tours>('Tours');
export interface Tours {
  /** The tours of the pages on screen, in the order they were registered. */
  readonly available$: Observable<readonly TourDeclaration[]>;
  readonly available: readonly TourDeclaration[];
  readonly running$: Observable<TourRun | null>;
  readonly running: TourRun | null;
  /** Offers the tours while the page is shown; the answer takes them back (and ends one of them that runs). */
  register(tours: readonly TourDeclaration[]): () => void;
  /** Starts an available tour from its first step, replacing one that runs. */
  start(id: string): void;
  /**
   * Starts a tour that is due by itself, unless it already started by itself in this session: a tour that
   * stopped on a missing target must not come back on every render.
   */
  startByItself(id: string): void;
  end(): void;
}
