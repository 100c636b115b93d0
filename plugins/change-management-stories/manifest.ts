import { defineBoardManifest } from '../../sdk/manifest';

export default defineBoardManifest({
  typeKey: 'ChangeManagementStories',
  segment: 'change-management-stories',
  title: 'Change management stories',
  description: 'User stories of a change, sorted by category and planned in iterations, with the share of each iteration done.',
  category: 'Boards',
  board: {
    cardKey: 'ChangeManagementUserStory',
    cardFields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'description', kind: 'multiline' },
      { name: 'status', kind: 'select', options: ['todo', 'inProgress', 'done'], default: 'todo' },
      { name: 'points', kind: 'number', minimum: 0, maximum: 1000 },
      { name: 'acceptanceCriteria', kind: 'checklist' },
    ],
    columnSets: [
      { itemKey: 'ChangeManagementCategory', cardField: 'category' },
      {
        itemKey: 'ChangeManagementIteration',
        cardField: 'iteration',
        fields: [
          { name: 'startDate', kind: 'date' },
          { name: 'endDate', kind: 'date' },
        ],
      },
    ],
  },
});
