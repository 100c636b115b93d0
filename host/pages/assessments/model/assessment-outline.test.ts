import { describe, expect, it } from 'vitest';
import { aGroup, aQuestion, aSection } from '../test/assessment-fixtures';
import { outlineOf } from './assessment-outline';

describe('outlineOf', () => {
  it('orders sections by position, with their own questions before each group in order', () => {
    const outline = outlineOf({
      sections: [aSection(2, 'Second', 1), aSection(1, 'First', 0)],
      groups: [aGroup(8, 1, 'Later', 1), aGroup(7, 1, 'Sooner', 0), aGroup(9, 1, 'Empty', 2)],
      questions: [
        aQuestion(30, 1, 'In later', { assessment_group_id: 8, position: 0 }),
        aQuestion(31, 1, 'Own two', { position: 1 }),
        aQuestion(32, 1, 'Own one', { position: 0 }),
        aQuestion(33, 1, 'In sooner', { assessment_group_id: 7, position: 0 }),
        aQuestion(34, 2, 'Elsewhere', { position: 0 }),
      ],
    });
    expect(outline.map((part) => part.section.name)).toEqual(['First', 'Second']);
    expect(outline[0].blocks.map((block) => block.group?.name ?? null)).toEqual([null, 'Sooner', 'Later', 'Empty']);
    expect(outline[0].questions.map((q) => q.text)).toEqual(['Own one', 'Own two', 'In sooner', 'In later']);
    expect(outline[1].blocks).toHaveLength(1);
  });
});
