import { defineListManifest } from '../../sdk/manifest';

export default defineListManifest({
  typeKey: 'UserStories',
  segment: 'user-stories',
  title: 'User stories',
  description: 'As a…, I want…, so that…: stories with acceptance criteria, priority, estimate and status.',
  category: 'Lists',
  assistantActions: ['draft_user_stories'],
  list: {
    itemKey: 'UserStory',
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'asA', kind: 'text' },
      { name: 'iWant', kind: 'multiline' },
      { name: 'soThat', kind: 'multiline' },
      { name: 'acceptanceCriteria', kind: 'checklist' },
      { name: 'priority', kind: 'select', options: ['must', 'should', 'could', 'wont'] },
      { name: 'estimate', kind: 'number', minimum: 0 },
      { name: 'status', kind: 'select', options: ['backlog', 'ready', 'inProgress', 'done'] },
      { name: 'assignee', kind: 'user' },
    ],
  },
});
