/**
 * Guided tours as data (screens-and-editor.md §4): a page declares its tours, the shell runs them. Pure, so the
 * rules of which tour starts by itself are tested without a browser.
 */
import type { CurrentUser, SystemInfo } from './api-types';

/** The current user's flag a tour sets when it ends: the intro tour (home) or the landing tour (project page). */
export type TourViewedFlag = 'viewed_intro_tour' | 'viewed_landing_tour';

export interface TourStep {
  /** Steps run by ascending index, whatever their order in the declaration. */
  index: number;
  /** The value of the `data-tour` attribute of the element the step points at. */
  target: string;
  /** i18n keys in the tour's namespace. */
  titleKey: string;
  textKey: string;
  /** An optional picture under the text, shown at most TOUR_STEP_IMAGE_MAX_WIDTH x TOUR_STEP_IMAGE_MAX_HEIGHT. */
  image?: { src: string; altKey: string };
}

export interface TourDeclaration {
  /** Unique among the tours of one page. */
  id: string;
  /** The i18next namespace of its keys ('host', 'sdk' or a plugin's segment). */
  namespace: string;
  /** i18n key of its name in the help menu. */
  titleKey: string;
  steps: readonly TourStep[];
  /** Set when the tour starts by itself until the user has seen it; the flag is stored when it ends. */
  viewedFlag?: TourViewedFlag;
}

/** How a tour run ended. A missing target stops the tour without the user having seen it. */
export type TourOutcome = 'finished' | 'skipped' | 'stopped' | 'target-missing';

/** The CSS selector of a step's target. */
export function tourTargetSelector(target: string): string {
  return `[data-tour="${target}"]`;
}

/** The steps in the order they run. */
export function orderedTourSteps(tour: TourDeclaration): TourStep[] {
  return [...tour.steps].sort((a, b) => a.index - b.index);
}

/** Whether the user has now seen the tour: they went through it, skipped it or closed it themselves. */
export function tourWasSeen(outcome: TourOutcome): boolean {
  return outcome !== 'target-missing';
}

/**
 * The tour of the page that starts by itself, if any: only with application tours on, for a user who accepted
 * the terms and is no share-link visitor. The intro tour comes first: while it is pending no other tour starts,
 * and the landing tour waits for it.
 */
export function tourDueToStart(
  tours: readonly TourDeclaration[],
  user: CurrentUser | null | undefined,
  system: SystemInfo | null | undefined,
): TourDeclaration | undefined {
  if (!system?.show_application_tours || !user || !user.accepted_eula || user.shared_user) return undefined;
  const pending: TourViewedFlag | undefined = !user.viewed_intro_tour
    ? 'viewed_intro_tour'
    : !user.viewed_landing_tour
      ? 'viewed_landing_tour'
      : undefined;
  return pending && tours.find((tour) => tour.viewedFlag === pending);
}

/** A page without tours (one constant, so registering it does not change on every render). */
export const NO_TOURS: readonly TourDeclaration[] = [];
