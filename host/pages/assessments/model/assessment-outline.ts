import type { AssessmentGroup, AssessmentQuestion, AssessmentSection } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';

/** Questions under one heading of a section: those directly in it (group null) or one group's. */
export interface QuestionBlock {
  group: AssessmentGroup | null;
  questions: AssessmentQuestion[];
}

export interface SectionOutline {
  section: AssessmentSection;
  /** The section's own questions first, then each group's, as the structure export orders them. */
  blocks: QuestionBlock[];
  /** Every question of the section in the order shown. */
  questions: AssessmentQuestion[];
}

export interface AssessmentStructureParts {
  sections: readonly AssessmentSection[];
  groups: readonly AssessmentGroup[];
  questions: readonly AssessmentQuestion[];
}

const byPosition = <T extends { position: number; id: Id }>(a: T, b: T) => a.position - b.position || a.id - b.id;

/** The assessment as it is answered and read: sections in order, each with its blocks of questions. */
export function outlineOf({ sections, groups, questions }: AssessmentStructureParts): SectionOutline[] {
  return [...sections].sort(byPosition).map((section) => {
    const inSection = questions.filter((q) => q.assessment_section_id === section.id).sort(byPosition);
    const sectionGroups = groups.filter((g) => g.assessment_section_id === section.id).sort(byPosition);
    const blocks: QuestionBlock[] = [
      { group: null, questions: inSection.filter((q) => q.assessment_group_id === null) },
      ...sectionGroups.map((group) => ({ group, questions: inSection.filter((q) => q.assessment_group_id === group.id) })),
    ].filter((block) => block.group !== null || block.questions.length > 0);
    return { section, blocks, questions: blocks.flatMap((block) => block.questions) };
  });
}

/** Every question in the order the outline shows them. */
export const questionsInOrder = (outline: readonly SectionOutline[]): AssessmentQuestion[] => outline.flatMap((part) => part.questions);
