/**
 * The demo project's registries: stakeholders with their roles, products and services with their
 * categories, tags with a category, and a few of them assigned to the demo risks.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from './client';
import {
  entityValues,
  productAndServiceItemCategories,
  productAndServiceItems,
  stakeholderRoles,
  stakeholders,
  tagCategories,
  tags,
} from './schema';

interface Named {
  id: number;
  name: string;
}

const byName = (rows: readonly Named[]) => (name: string) => rows.find((row) => row.name === name)!.id;

export async function seedRegistries(tx: Queryable, projectId: number, risksModuleId: number | undefined): Promise<void> {
  const ofProject = <T extends object>(rows: T[]) => rows.map((row, position) => ({ ...row, project_id: projectId, position }));
  const named = { id: sql<number>`id`, name: sql<string>`name` };

  const roles = byName(await tx.insert(stakeholderRoles).values(ofProject([
    { name: 'Sponsor', description: 'Decides and funds.', color: '#5BADCA' },
    { name: 'Delivery team', description: 'Builds and runs the work.', color: '#8BC34A' },
  ])).returning(named));
  const people = byName(await tx.insert(stakeholders).values(ofProject([
    { name: 'Executive board', description: 'Approves the onboarding budget.', stakeholder_role_ids: [roles('Sponsor')] },
    { name: 'Platform engineers', description: 'Run the systems new hires use.', stakeholder_role_ids: [roles('Delivery team')] },
    { name: 'New hires', description: 'The people the onboarding is for.' },
  ])).returning(named));

  const categories = byName(await tx.insert(productAndServiceItemCategories).values(ofProject([
    { name: 'Internal tools', color: '#FFB74D' },
  ])).returning(named));
  const products = byName(await tx.insert(productAndServiceItems).values(ofProject([
    { name: 'Onboarding portal', description: 'Checklists and accounts for a new hire.', link_title: 'Portal', link_url: 'https://portal.acme.test', product_and_service_item_category_ids: [categories('Internal tools')] },
    { name: 'Identity service', description: 'Single sign-on for every tool.', product_and_service_item_category_ids: [categories('Internal tools')] },
  ])).returning(named));

  const tagGroups = byName(await tx.insert(tagCategories).values(ofProject([{ name: 'Priority' }])).returning(named));
  const labels = byName(await tx.insert(tags).values(ofProject([
    { name: 'Urgent', color: '#E57373', tag_category_ids: [tagGroups('Priority')] },
    { name: 'Follow up', color: '#FFF176', tag_category_ids: [tagGroups('Priority')] },
  ])).returning(named));

  if (risksModuleId === undefined) return;
  const assign = (title: string, assignments: Partial<typeof entityValues.$inferInsert>) =>
    tx.update(entityValues).set(assignments).where(and(eq(entityValues.module_id, risksModuleId), sql`${entityValues.value} ->> 'title' = ${title}`));
  await assign('Key people leave', { stakeholder_ids: [people('Platform engineers')], tag_ids: [labels('Urgent')] });
  await assign('Supplier delay', { product_and_service_item_ids: [products('Identity service')], tag_ids: [labels('Follow up')] });
}
