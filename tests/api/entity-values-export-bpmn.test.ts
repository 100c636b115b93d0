/** GET .../project_scenario_modules/{moduleId}/entity_values/export.bpmn: a BPMN module's diagram as BPMN 2.0 XML. */
import { BpmnModdle, type BpmnElement } from 'bpmn-moddle';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectModule } from '../../core/domain/api-types';
import { readBpmnXml, type BpmnCell } from '../../core/domain/bpmn-xml';
import { createDiagram, diagramValuesPath } from './support/diagrams';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, modulePath } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();
let bpmn: ProjectModule;
let imported: BpmnCell[];

const exportPath = (moduleId: number) => `${modulePath(onboarding, moduleId)}/entity_values/export.bpmn`;

beforeAll(async () => {
  const { module, cell } = await createDiagram(as.editor, onboarding, 'Hiring, as BPMN');
  bpmn = module;
  const xml = readFileSync(join(__dirname, '../../core/domain/bpmn-xml/reference-models/14-lanes.bpmn'), 'utf8');
  let n = 0;
  imported = (await readBpmnXml(xml, () => `cell-${++n}`)).cells;
  const entity_values = imported.map((value, position) => ({ entity_attribute_id: cell.entity_attribute_id, value, position, client_id: value.jsid }));
  expectStatus(await as.editor.post(`${diagramValuesPath(bpmn)}/bulk_update.json`, { entity_values }), 200);
});

describe('GET .../entity_values/export.bpmn', () => {
  it('answers a reader with the saved diagram as BPMN 2.0 XML that re-reads without warnings', async () => {
    const res = await as.viewer.get(exportPath(bpmn.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Hiring-as-BPMN.bpmn"');
    const { rootElement, warnings } = await new BpmnModdle().fromXML(res.body);
    expect(warnings).toEqual([]);
    const collaboration = rootElement.rootElements?.find((root) => root.$type === 'bpmn:Collaboration') as BpmnElement;
    expect(collaboration.participants?.map((participant) => participant.name)).toEqual(['Hiring']);
    const names = collaboration.participants?.[0].processRef?.flowElements?.map((element) => element.name);
    // The task createDiagram adds lies outside the pool: it is written in a process of its own.
    expect(names).toEqual(expect.arrayContaining(['Vacancy', 'Post job', 'Candidate fits?', 'Decide', 'Create account', 'Hired']));
    expect(res.body).toContain('name="Check order"');
    const planeElements = rootElement.diagrams?.[0].plane?.planeElement ?? [];
    expect(planeElements).toHaveLength(imported.length + 3 + 1);
  });

  it('answers 422 for a module of another kind, 404 to another company and for an unknown module', async () => {
    const other = await as.viewer.get(exportPath(t.seed.modules.swotCanvas!));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This module kind has no BPMN export.');
    expect((await as.globex.get(exportPath(bpmn.id))).statusCode).toBe(404);
    expect((await as.viewer.get(exportPath(999999))).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to a user confined to their profile', async () => {
    expect((await as.anonymous.get(exportPath(bpmn.id))).statusCode).toBe(401);
    expect((await as.restricted.get(exportPath(bpmn.id))).statusCode).toBe(403);
  });
});
