/** The demo's risks: impact and probability are ids of the default lookups, found by their weight. */
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from './client';
import { riskItemImpacts, riskItemProbabilities } from './schema';

async function idOfWeight(tx: Queryable, table: typeof riskItemImpacts | typeof riskItemProbabilities, weight: number): Promise<number> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.weight, weight)).orderBy(asc(table.position)).limit(1);
  if (!row) throw new Error(`The default risk lookups lack weight ${weight}; run the migrations first.`);
  return row.id;
}

export async function demoRisks(tx: Queryable): Promise<Record<string, unknown>[]> {
  return [
    {
      title: 'Key people leave',
      description: 'Knowledge sits with two engineers.',
      impact: await idOfWeight(tx, riskItemImpacts, 4),
      probability: await idOfWeight(tx, riskItemProbabilities, 2),
    },
    {
      title: 'Supplier delay',
      description: 'Hardware arrives late.',
      impact: await idOfWeight(tx, riskItemImpacts, 3),
      probability: await idOfWeight(tx, riskItemProbabilities, 3),
    },
  ];
}
