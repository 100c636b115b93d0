/** GET /api/projects/{id}/export.pdf: a printable summary in an embedded Unicode font, diagrams as their pictures. */
import { describe, expect, it } from 'vitest';
import { createDiagram, uploadDiagramImage } from './support/diagrams';
import { TINY_PNG } from './support/multipart';
import { inflatedStreams, pdfBookmarks, pdfFontNames, pdfImageCount, pdfPageCount } from '../support/pdf';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, createSection, expectStatus, modulePath } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

describe('the project as PDF', () => {
  it('prints names in Cyrillic and Greek in an embedded DejaVu Sans and shows a diagram as its picture, not its cells', async () => {
    const project = await createProject(as.editor, 'Проект Αλφα', 'Описание проекта');
    const section = await createSection(as.editor, project.id, 'Процессы');
    const { module } = await createDiagram(as.editor, project.id, 'Заказ Ωμέγα');
    expectStatus(await as.editor.put(`${modulePath(project.id, module.id)}.json`, { section_id: section.id }), 200);
    expectStatus(await uploadDiagramImage(t, as.editor, module, String(module.id), TINY_PNG), 200);

    const res = await as.editor.get(`/api/projects/${project.id}/export.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdfFontNames(pdf)).toEqual(expect.arrayContaining(['DejaVuSans', 'DejaVuSans-Bold']));
    expect(pdfFontNames(pdf)).not.toContain('Helvetica');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfBookmarks(pdf).sort()).toEqual(['Заказ Ωμέγα (BPMN diagram)', 'Процессы']);
    expect(pdfImageCount(pdf)).toBeGreaterThan(0);
    const drawn = pdf.toString('latin1') + inflatedStreams(pdf);
    expect(drawn).not.toContain('shape_fill');
    expect(drawn).not.toContain('bpmn.Activity');
  });

  it('says when a diagram has no picture yet instead of listing its cells', async () => {
    const project = await createProject(as.editor, 'Diagram without picture');
    await createDiagram(as.editor, project.id, 'Unsaved picture');
    const pdf = (await as.editor.get(`/api/projects/${project.id}/export.pdf`)).rawPayload;
    expect(pdfImageCount(pdf)).toBe(0);
    expect(pdfBookmarks(pdf).sort()).toEqual(['Modules outside sections', 'Unsaved picture (BPMN diagram)']);
  });

  it('is for the project’s readers', async () => {
    expect((await as.viewer.get(`/api/projects/${onboarding}/export.pdf`)).statusCode).toBe(200);
    expectStatus(await as.globex.get(`/api/projects/${onboarding}/export.pdf`), 404);
    expectStatus(await as.anonymous.get(`/api/projects/${onboarding}/export.pdf`), 401);
  });
});
