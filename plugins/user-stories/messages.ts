import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'User stories',
    item: 'story',
    fields: {
      title: 'Story',
      asA: 'As a',
      iWant: 'I want',
      soThat: 'So that',
      acceptanceCriteria: 'Acceptance criteria',
      priority: 'Priority',
      estimate: 'Estimate',
      status: 'Status',
      assignee: 'Assignee',
    },
    options: {
      priority: {
        must: 'Must have',
        should: 'Should have',
        could: 'Could have',
        wont: 'Won’t have',
      },
      status: {
        backlog: 'Backlog',
        ready: 'Ready',
        inProgress: 'In progress',
        done: 'Done',
      },
    },
  },
} satisfies PluginMessages;
