/**
 * System-wide lookups managed by system admins: a name, an order, a colour and, where a lookup ranks
 * something (risk impacts and probabilities), a numeric weight. Module content refers to them by id
 * (a manifest field `{ kind: 'lookup', lookup: 'risk_item_impacts' }`).
 */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

const named = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});
const colour = () => text('color').notNull().default('#D2D6E2');

export const driverItemTypes = pgTable('driver_item_types', { ...named(), color: colour() });
export const ecosystemRoles = pgTable('ecosystem_roles', { ...named(), color: colour() });
export const riskItemImpacts = pgTable('risk_item_impacts', { ...named(), color: colour(), weight: integer('weight').notNull().default(1) });
export const riskItemProbabilities = pgTable('risk_item_probabilities', {
  ...named(),
  color: colour(),
  weight: integer('weight').notNull().default(1),
});

/**
 * The order of the catalogue's module categories. The categories themselves are the closed set
 * MODULE_CATEGORIES (sdk/manifest.ts): one row per category, named by it, so admins only reorder them.
 */
export const scenarioModuleCategories = pgTable(
  'scenario_module_categories',
  { ...named() },
  (t) => [uniqueIndex('scenario_module_categories_name_unique').on(t.name)],
);
