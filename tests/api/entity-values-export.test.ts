/** GET .../project_scenario_modules/{moduleId}/entity_values/export.csv: a list module's items as CSV. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectModule } from '../../core/domain/api-types';
import type { LookupItem } from '../../core/domain/lookups';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus, modulePath } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();
let risks: ProjectModule;

const exportPath = (moduleId: number) => `${modulePath(onboarding, moduleId)}/entity_values/export.csv`;

/** The id of the seeded lookup item with this name. */
async function lookupId(lookup: string, name: string): Promise<number> {
  const items = expectStatus<LookupItem[]>(await as.editor.get(`/api/${lookup}.json`), 200);
  return items.find((item) => item.name === name)!.id;
}

beforeAll(async () => {
  risks = await createModule(as.editor, onboarding, 'Risks', 'Risks, exported');
  const entity_values = [
    { title: '=HYPERLINK("http://evil.test")', description: 'two\nlines, "quoted"', impact: await lookupId('risk_item_impacts', 'High') },
    { title: 'Café closes', probability: await lookupId('risk_item_probabilities', 'Unlikely') },
    { title: '-1 budget', description: '@mention' },
  ].map((value, position) => ({ entity_attribute_id: seed.attributes.RiskItem, value, position, client_id: `c${position}` }));
  expectStatus(await as.editor.post(`${modulePath(onboarding, risks.id)}/entity_values/bulk_update.json`, { entity_values }), 200);
});

describe('GET .../entity_values/export.csv', () => {
  it('answers a reader with the items in order, a column per declared field, lookups by name, quoted and guarded against formulas', async () => {
    const res = await as.viewer.get(exportPath(risks.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Risks-exported.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFFtitle,description,impact,probability\r\n' +
        `"'=HYPERLINK(""http://evil.test"")","two\nlines, ""quoted""",High,\r\n` +
        'Café closes,,,Unlikely\r\n' +
        "'-1 budget,'@mention,,\r\n",
    );
  });

  it('answers 404 to another company, for an unknown module and for a module kind that is no list', async () => {
    expect((await as.globex.get(exportPath(risks.id))).statusCode).toBe(404);
    expect((await as.viewer.get(exportPath(999999))).statusCode).toBe(404);
    expect((await as.viewer.get(exportPath(t.seed.modules.swotCanvas!))).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to a user confined to their profile', async () => {
    expect((await as.anonymous.get(exportPath(risks.id))).statusCode).toBe(401);
    expect((await as.restricted.get(exportPath(risks.id))).statusCode).toBe(403);
  });
});
