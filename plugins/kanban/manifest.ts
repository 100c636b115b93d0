import { defineBoardManifest } from '../../sdk/manifest';

export default defineBoardManifest({
  typeKey: 'KanbanBoards',
  segment: 'kanban',
  title: 'Kanban board',
  description: 'Cards in columns with WIP limits, checklists, assignees and swimlanes; a colour filter picks out what matters.',
  category: 'Boards',
  board: {
    cardKey: 'KanbanCard',
    cardFields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'description', kind: 'multiline' },
      { name: 'dueDate', kind: 'date' },
      { name: 'checklist', kind: 'checklist' },
    ],
    columnSets: [{ itemKey: 'KanbanColumn', cardField: 'column' }],
  },
});
