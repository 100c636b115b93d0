import { describe, expect, it } from 'vitest';
import { compileValueValidator } from '../../sdk/test-support/schema-validator';
import plugin from './index';

const schemaOf = (key: string) => {
  const attribute = plugin.manifest.entityAttributes.find((candidate) => candidate.key === key);
  if (!attribute) throw new Error(`no attribute ${key}`);
  return compileValueValidator(attribute.json_schema);
};

describe('the kanban board kind', () => {
  it('is a board of KanbanCard values in KanbanColumn columns', () => {
    expect(plugin.manifest.family).toBe('board');
    expect(plugin.manifest.entityAttributes.map((attribute) => attribute.key)).toEqual(['KanbanCard', 'KanbanColumn']);
  });

  it('stores a card with its column, due date and checklist, and refuses a malformed one', () => {
    const card = schemaOf('KanbanCard');
    expect(card({ title: 'Ship it', column: 'c1', dueDate: '2026-12-01', checklist: [{ text: 'Tests', done: true }] })).toBeNull();
    expect(card({ title: 'No column yet' })).toBeNull();
    expect(card({ column: 'c1' })).not.toBeNull();
    expect(card({ title: 'Bad column', column: 'has space' })).not.toBeNull();
    expect(card({ title: 'Bad date', dueDate: 'soon' })).not.toBeNull();
    expect(card({ title: 'Unknown', priority: 1 })).not.toBeNull();
  });

  it('stores a column with a colour of the palette and a whole-number WIP limit', () => {
    const column = schemaOf('KanbanColumn');
    expect(column({ id: 'c1', title: 'Doing', color: 'blue', wipLimit: 3 })).toBeNull();
    expect(column({ id: 'c1', title: 'Doing' })).toBeNull();
    expect(column({ title: 'No id' })).not.toBeNull();
    expect(column({ id: 'c1', title: 'Doing', wipLimit: 2.5 })).not.toBeNull();
    expect(column({ id: 'c1', title: 'Doing', wipLimit: 0 })).not.toBeNull();
    expect(column({ id: 'c1', title: 'Doing', color: 'teal' })).not.toBeNull();
  });
});
