/**
 * The migration that made a driver's owner a project member: its statement run again on drivers stored with
 * a text owner gives them the id of the company user of that name, and removes an owner it cannot match.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';
import { entityValues } from '../../server/db/schema';
import { useSignedInServer } from './support/signed-in-server';
import { createModule } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

async function driverOwnerStatement(): Promise<string> {
  return readFile(join(MIGRATIONS_FOLDER, '0010_driver_owner_user.sql'), 'utf8');
}

describe('the driver owner migration', () => {
  it('turns a text owner naming a user of the project’s company into their id, removes any other text owner, leaves ids alone', async () => {
    const module = await createModule(as.editor, onboarding, 'Drivers', 'Drivers stored the old way');
    const stored = async (value: Record<string, unknown>) => {
      const [row] = await t.db
        .insert(entityValues)
        .values({ entity_attribute_id: seed.attributes.Driver, module_id: module.id, project_id: onboarding, value })
        .returning({ id: entityValues.id });
      return row.id;
    };
    const named = await stored({ title: 'Named', owner: ' otto OWNER ' });
    const unknown = await stored({ title: 'Unknown', owner: 'Someone else' });
    const otherCompany = await stored({ title: 'Other company', owner: 'Gus Globex' });
    const current = await stored({ title: 'Current', owner: seed.users.editor });

    await t.db.execute(sql.raw(await driverOwnerStatement()));

    const valueOf = async (id: number) => (await t.db.select().from(entityValues).where(eq(entityValues.id, id)))[0].value;
    expect(await valueOf(named)).toEqual({ title: 'Named', owner: seed.users.owner });
    expect(await valueOf(unknown)).toEqual({ title: 'Unknown' });
    expect(await valueOf(otherCompany)).toEqual({ title: 'Other company' });
    expect(await valueOf(current)).toEqual({ title: 'Current', owner: seed.users.editor });
  });
});
