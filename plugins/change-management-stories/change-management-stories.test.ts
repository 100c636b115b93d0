import { describe, expect, it } from 'vitest';
import { compileValueValidator } from '../../sdk/test-support/schema-validator';
import { doneShare } from './done-share';
import plugin from './index';

const schemaOf = (key: string) => {
  const attribute = plugin.manifest.entityAttributes.find((candidate) => candidate.key === key);
  if (!attribute) throw new Error(`no attribute ${key}`);
  return compileValueValidator(attribute.json_schema);
};

describe('the change management stories kind', () => {
  it('keeps stories, categories and iterations under the spec’s entity attribute keys', () => {
    expect(plugin.manifest.entityAttributes.map((attribute) => attribute.key).sort()).toEqual([
      'ChangeManagementCategory',
      'ChangeManagementIteration',
      'ChangeManagementUserStory',
    ]);
  });

  it('stores a story in a category and an iteration, and refuses an unknown status', () => {
    const story = schemaOf('ChangeManagementUserStory');
    expect(story({ title: 'Train the team', category: 'people', iteration: 'i1', status: 'done', points: 3 })).toBeNull();
    expect(story({ title: 'Unplanned' })).toBeNull();
    expect(story({ title: 'Odd', status: 'finished' })).not.toBeNull();
    expect(story({ title: 'Negative', points: -1 })).not.toBeNull();
  });

  it('stores an iteration with its dates, and refuses a date that is not one', () => {
    const iteration = schemaOf('ChangeManagementIteration');
    expect(iteration({ id: 'i1', title: 'Sprint 1', startDate: '2026-12-01', endDate: '2026-12-14' })).toBeNull();
    expect(iteration({ id: 'i1', title: 'Sprint 1', startDate: 'next week' })).not.toBeNull();
    expect(schemaOf('ChangeManagementCategory')({ id: 'c1', title: 'People', startDate: '2026-12-01' })).not.toBeNull();
  });

  it('says how much of an iteration is done', () => {
    const stories = [{ value: { status: 'done' } }, { value: { status: 'todo' } }, { value: {} }];
    expect(doneShare(stories)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(doneShare([])).toBeNull();
  });
});
