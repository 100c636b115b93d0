import { defineListManifest } from '../../sdk/manifest';

export default defineListManifest({
  typeKey: 'LearnedLessons',
  segment: 'lessons-learned',
  title: 'Lessons learned',
  description: 'What happened, what the team learned from it and what it recommends next time.',
  category: 'Lists',
  list: {
    itemKey: 'LearnedLesson',
    fields: [
      { name: 'situation', kind: 'text', required: true },
      { name: 'whatHappened', kind: 'multiline' },
      { name: 'lesson', kind: 'multiline' },
      { name: 'recommendation', kind: 'multiline' },
      { name: 'category', kind: 'select', options: ['planning', 'process', 'people', 'technology', 'communication', 'other'] },
      { name: 'date', kind: 'date' },
      { name: 'tags', kind: 'tags' },
    ],
  },
});
