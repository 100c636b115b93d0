import type { TourDeclaration } from '../../core/domain/tours';
import { HOST_NAMESPACE } from '../i18n/en-shell';

/** The project page's tours. The landing tour starts by itself once the intro tour is seen. */
export const PROJECT_TOURS: readonly TourDeclaration[] = [
  {
    id: 'project',
    namespace: HOST_NAMESPACE,
    titleKey: 'tours.project.title',
    viewedFlag: 'viewed_landing_tour',
    steps: [
      { index: 1, target: 'project-header', titleKey: 'tours.project.header.title', textKey: 'tours.project.header.text' },
      { index: 2, target: 'project-modules', titleKey: 'tours.project.modules.title', textKey: 'tours.project.modules.text' },
      { index: 3, target: 'help-menu', titleKey: 'tours.project.help.title', textKey: 'tours.project.help.text' },
    ],
  },
];
