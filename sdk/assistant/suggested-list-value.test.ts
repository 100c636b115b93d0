import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../family/field-declaration';
import { suggestedListValue } from './suggested-list-value';

const risks: FieldDeclaration[] = [
  { name: 'title', kind: 'text', required: true },
  { name: 'description', kind: 'multiline' },
  { name: 'impact', kind: 'lookup', lookup: 'risk_item_impacts' },
];

const stories: FieldDeclaration[] = [
  { name: 'title', kind: 'text', required: true },
  { name: 'asA', kind: 'text' },
  { name: 'iWant', kind: 'multiline' },
  { name: 'acceptanceCriteria', kind: 'checklist' },
  { name: 'priority', kind: 'select', options: ['must', 'should', 'could', 'wont'] },
  { name: 'estimate', kind: 'number', minimum: 0 },
  { name: 'status', kind: 'select', options: ['backlog', 'done'], default: 'backlog' },
  { name: 'assignee', kind: 'user' },
  { name: 'tags', kind: 'tags' },
];

describe('suggestedListValue', () => {
  it('puts the name in the title field and the description in the field of that name', () => {
    const value = suggestedListValue(risks, { name: 'Supplier goes bankrupt', description: 'Our only supplier is in trouble.' });
    expect(value).toEqual({ title: 'Supplier goes bankrupt', description: 'Our only supplier is in trouble.' });
  });

  it('leaves out what the model cannot know: lookup and user ids, assignments', () => {
    const value = suggestedListValue(risks, { name: 'Fire', description: '', fields: { impact: 3 } });
    expect(value).toEqual({ title: 'Fire' });
    expect(suggestedListValue(stories, { name: 'x', description: '', fields: { assignee: 1, tags: 'a' } })).toEqual({
      title: 'x',
      status: 'backlog',
    });
  });

  it('without a description field, the description goes to the first long text; declared fields by kind', () => {
    const value = suggestedListValue(stories, {
      name: 'Reset password',
      description: 'to reset my password by mail',
      fields: { asA: 'customer', priority: 'Must', estimate: '3', acceptanceCriteria: '- A mail arrives\n- The link works once' },
    });
    expect(value).toEqual({
      title: 'Reset password',
      asA: 'customer',
      iWant: 'to reset my password by mail',
      priority: 'must',
      estimate: 3,
      status: 'backlog',
      acceptanceCriteria: [
        { text: 'A mail arrives', done: false },
        { text: 'The link works once', done: false },
      ],
    });
  });

  it('drops values the schema would refuse and cuts texts to their length', () => {
    const value = suggestedListValue(stories, {
      name: 'n'.repeat(600),
      description: '',
      fields: { priority: 'urgent', estimate: -2, unknown: 'x' },
    });
    expect(value).toEqual({ title: 'n'.repeat(500), status: 'backlog' });
  });

  it('escapes rich text', () => {
    const fields: FieldDeclaration[] = [
      { name: 'name', kind: 'text' },
      { name: 'notes', kind: 'richText' },
    ];
    expect(suggestedListValue(fields, { name: 'a', description: '<b>bold</b>\nline' }).notes).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p><p>line</p>');
  });
});
