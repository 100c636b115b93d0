/**
 * The migration that moved risks from 'low', 'medium' and 'high' to lookup ids: its statement run again on
 * risks stored the old way gives them the default impacts and probabilities of weight 2, 3 and 4.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LookupItem } from '../../core/domain/lookups';
import { entityValues } from '../../server/db/schema';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

async function riskLevelsStatement(): Promise<string> {
  const statements = (await readFile(join(MIGRATIONS_FOLDER, '0009_default_lookups.sql'), 'utf8')).split('--> statement-breakpoint');
  const update = statements.find((statement) => statement.includes('UPDATE "entity_values"'));
  if (!update) throw new Error('The migration no longer maps the old risk levels.');
  return update;
}

describe('the risk levels migration', () => {
  it('maps low, medium and high to the default lookups of weight 2, 3 and 4 and leaves other values alone', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Risks stored the old way');
    const stored = async (value: Record<string, unknown>) => {
      const [row] = await t.db
        .insert(entityValues)
        .values({ entity_attribute_id: seed.attributes.RiskItem, module_id: module.id, project_id: onboarding, value })
        .returning({ id: entityValues.id });
      return row.id;
    };
    const old = await stored({ title: 'Old', impact: 'high', probability: 'low' });
    const half = await stored({ title: 'Half', impact: 'medium' });
    const current = await stored({ title: 'Current', impact: 1, probability: 2 });

    await t.db.execute(sql.raw(await riskLevelsStatement()));

    const weightId = (items: LookupItem[], weight: number) => items.find((item) => item.weight === weight)!.id;
    const impacts = expectStatus<LookupItem[]>(await as.viewer.get('/api/risk_item_impacts.json'), 200);
    const probabilities = expectStatus<LookupItem[]>(await as.viewer.get('/api/risk_item_probabilities.json'), 200);
    const valueOf = async (id: number) => (await t.db.select().from(entityValues).where(eq(entityValues.id, id)))[0].value;
    expect(await valueOf(old)).toEqual({ title: 'Old', impact: weightId(impacts, 4), probability: weightId(probabilities, 2) });
    expect(await valueOf(half)).toEqual({ title: 'Half', impact: weightId(impacts, 3) });
    expect(await valueOf(current)).toEqual({ title: 'Current', impact: 1, probability: 2 });
  });
});
