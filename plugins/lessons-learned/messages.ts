import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Lessons learned',
    item: 'lesson',
    fields: {
      situation: 'Situation',
      whatHappened: 'What happened',
      lesson: 'Lesson',
      recommendation: 'Recommendation',
      category: 'Category',
      date: 'Date',

    },
    options: {
      category: {
        planning: 'Planning',
        process: 'Process',
        people: 'People',
        technology: 'Technology',
        communication: 'Communication',
        other: 'Other',
      },
    },
  },
} satisfies PluginMessages;
