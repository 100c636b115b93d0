import { useOutletContext } from 'react-router';
import type { Assessment, AssessmentGroup, AssessmentQuestion, AssessmentSection } from '../../../core/domain/assessment-types';
import type { SectionOutline } from './model/assessment-outline';

/** One assessment with its structure, loaded once by the layout and read by every page under it. */
export interface AssessmentContextValue {
  assessment: Assessment;
  sections: AssessmentSection[];
  groups: AssessmentGroup[];
  questions: AssessmentQuestion[];
  outline: SectionOutline[];
  /** Loads the assessment and its structure again after a change. */
  reload(): void;
}

export const useAssessment = () => useOutletContext<AssessmentContextValue>();
