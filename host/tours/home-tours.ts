import type { TourDeclaration } from '../../core/domain/tours';
import { HOST_NAMESPACE } from '../i18n/en-shell';

/** The home page's (project lists') tours. The intro tour starts by itself after the terms are accepted. */
export const HOME_TOURS: readonly TourDeclaration[] = [
  {
    id: 'home',
    namespace: HOST_NAMESPACE,
    titleKey: 'tours.home.title',
    viewedFlag: 'viewed_intro_tour',
    steps: [
      { index: 1, target: 'main-navigation', titleKey: 'tours.home.navigation.title', textKey: 'tours.home.navigation.text' },
      { index: 2, target: 'project-list-toolbar', titleKey: 'tours.home.toolbar.title', textKey: 'tours.home.toolbar.text' },
      { index: 3, target: 'help-menu', titleKey: 'tours.home.help.title', textKey: 'tours.home.help.text' },
    ],
  },
];
