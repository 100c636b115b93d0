import { defineListManifest } from '../../sdk/manifest';

export default defineListManifest({
  typeKey: 'ProblemStatements',
  segment: 'problem-statements',
  title: 'Problem statements',
  description: 'The problem, who has it, its impact, root cause and evidence, reframed as a "how might we" question.',
  category: 'Lists',
  list: {
    itemKey: 'ProblemStatement',
    fields: [
      { name: 'problem', kind: 'text', required: true },
      { name: 'who', kind: 'text' },
      { name: 'stakeholders', kind: 'stakeholders' },
      { name: 'impact', kind: 'multiline' },
      { name: 'rootCause', kind: 'multiline' },
      { name: 'evidence', kind: 'multiline' },
      { name: 'howMightWe', kind: 'text' },
    ],
  },
});
