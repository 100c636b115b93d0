import type { Assessment, AssessmentGroup, AssessmentQuestion, AssessmentSection } from '../../../../core/domain/assessment-types';
import { assessmentChildPath, assessmentsPath } from '../../../../core/domain/assessment-types';
import { lookupPath } from '../../../../core/domain/lookups';
import { MODULE_KINDS_PATH } from '../../../components/module-kind-catalogue';
import { aCompany, aSystem, aUser } from '../../../test/fake-guard-services';
import { aCatalogue, testRegistry } from '../../../test/fixtures';
import { createHostTestContainer, renderApp } from '../../../test/render-host';

/** The app signed in as a company writer (or reader), with one assessment and its structure answered from a FakeHttp. */
export function assessmentApp(
  assessment: Assessment,
  structure: { sections: AssessmentSection[]; groups: AssessmentGroup[]; questions: AssessmentQuestion[] },
  { companyWrite = true } = {},
) {
  const services = createHostTestContainer({ sessionCookie: true });
  services.http
    .on('GET', '/api/system', () => aSystem())
    .on('GET', '/api/current_user', () => aUser())
    .on('GET', '/api/current_company', () => aCompany({ permissions: { read: true, write: companyWrite, admin: false } }))
    .on('GET', MODULE_KINDS_PATH, () => aCatalogue(testRegistry))
    .on('GET', lookupPath('scenario_module_categories'), () => [])
    .on('GET', assessmentsPath(assessment.id), () => assessment)
    .on('GET', assessmentChildPath(assessment.id, 'sections'), () => structure.sections)
    .on('GET', assessmentChildPath(assessment.id, 'groups'), () => structure.groups)
    .on('GET', assessmentChildPath(assessment.id, 'questions'), () => structure.questions);
  return { ...services, open: (path: string) => renderApp(services.container, testRegistry, path) };
}
