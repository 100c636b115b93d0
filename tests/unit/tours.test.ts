import { describe, expect, it } from 'vitest';
import { aUser } from '../../core/testing/api-fixtures';
import type { SystemInfo } from '../../core/domain/api-types';
import { orderedTourSteps, tourDueToStart, tourTargetSelector, tourWasSeen, type TourDeclaration } from '../../core/domain/tours';

const system = (show_application_tours: boolean): SystemInfo => ({
  system_title: 'Tessera',
  support_email: '',
  eula_link: '',
  favicon_image: null,
  browser_tab_text: '',
  show_application_tours,
});

const step = (index: number, target: string) => ({ index, target, titleKey: `${target}.title`, textKey: `${target}.text` });
const intro: TourDeclaration = { id: 'home', namespace: 'host', titleKey: 'home', viewedFlag: 'viewed_intro_tour', steps: [step(1, 'a')] };
const landing: TourDeclaration = { id: 'project', namespace: 'host', titleKey: 'project', viewedFlag: 'viewed_landing_tour', steps: [step(1, 'b')] };
const plain: TourDeclaration = { id: 'module', namespace: 'sdk', titleKey: 'module', steps: [step(1, 'c')] };
const newcomer = aUser({ accepted_eula: true });

describe('orderedTourSteps', () => {
  it('runs the steps by ascending index, whatever their order in the declaration', () => {
    const tour: TourDeclaration = { ...plain, steps: [step(3, 'third'), step(1, 'first'), step(2, 'second')] };
    expect(orderedTourSteps(tour).map((s) => s.target)).toEqual(['first', 'second', 'third']);
    expect(tour.steps[0].target).toBe('third');
  });
});

describe('tourTargetSelector', () => {
  it("points at the element's data-tour attribute", () => {
    expect(tourTargetSelector('help-menu')).toBe('[data-tour="help-menu"]');
  });
});

describe('tourWasSeen', () => {
  it('counts a finished, skipped or stopped tour as seen, not one stopped by a missing target', () => {
    expect(tourWasSeen('finished')).toBe(true);
    expect(tourWasSeen('skipped')).toBe(true);
    expect(tourWasSeen('stopped')).toBe(true);
    expect(tourWasSeen('target-missing')).toBe(false);
  });
});

describe('tourDueToStart', () => {
  it('starts the intro tour for a user who accepted the terms and has not seen it', () => {
    expect(tourDueToStart([plain, intro], newcomer, system(true))).toBe(intro);
  });

  it('starts nothing while application tours are off or the system is not loaded', () => {
    expect(tourDueToStart([intro], newcomer, system(false))).toBeUndefined();
    expect(tourDueToStart([intro], newcomer, undefined)).toBeUndefined();
  });

  it('waits for the terms, and never starts for a share-link visitor or without a user', () => {
    expect(tourDueToStart([intro], aUser({ accepted_eula: false }), system(true))).toBeUndefined();
    expect(tourDueToStart([intro], aUser({ accepted_eula: true, shared_user: true }), system(true))).toBeUndefined();
    expect(tourDueToStart([intro], null, system(true))).toBeUndefined();
  });

  it('keeps the landing tour waiting while the intro tour is pending', () => {
    expect(tourDueToStart([landing], newcomer, system(true))).toBeUndefined();
  });

  it('starts the landing tour once the intro tour is seen, and nothing once both are', () => {
    const introSeen = aUser({ accepted_eula: true, viewed_intro_tour: true });
    expect(tourDueToStart([intro, landing], introSeen, system(true))).toBe(landing);
    const bothSeen = aUser({ accepted_eula: true, viewed_intro_tour: true, viewed_landing_tour: true });
    expect(tourDueToStart([intro, landing], bothSeen, system(true))).toBeUndefined();
  });

  it('never starts a tour without a viewed flag by itself', () => {
    const bothSeen = aUser({ accepted_eula: true, viewed_intro_tour: true, viewed_landing_tour: true });
    expect(tourDueToStart([plain], newcomer, system(true))).toBeUndefined();
    expect(tourDueToStart([plain], bothSeen, system(true))).toBeUndefined();
  });
});
