/**
 * Deleting one's own account: the plan shown first, the confirmation (email and password), what happens
 * to projects, comments, the licence and the sessions, and the refusal for the last admin.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountDeletionPlan } from '../../core/domain/profile-api-types';
import { companies, projects, users } from '../../server/db/schema';
import { DEMO_PASSWORD, type ApiClient } from './harness';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, expectStatus, failingFields } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

const deleteAccount = (client: ApiClient, email: string, current_password = DEMO_PASSWORD) =>
  client.delete('/api/current_user/', { email, current_password });

const licencesUsed = async (companyId: number) =>
  (await t.db.select({ n: companies.licences_used }).from(companies).where(eq(companies.id, companyId)))[0].n;

describe('deleting your account', () => {
  it('shows first what will happen: the projects and the admin they pass to', async () => {
    await createProject(as.editor, 'Made by Eddie');
    const plan = expectStatus<AccountDeletionPlan>(await as.editor.get('/api/current_user/deletion_plan.json'), 200);
    expect(plan).toEqual({ projects_created: 1, projects_pass_to: { id: seed.users.admin, name: 'Ada Admin' }, refusal: null, refusal_code: null });
  });

  it('needs the own email typed again and the current password (422), and changes nothing then', async () => {
    expect(failingFields(await deleteAccount(as.viewer, 'someone@acme.test'))).toEqual(['email']);
    expect(failingFields(await deleteAccount(as.viewer, 'viewer@acme.test', 'wrong password'))).toEqual(['current_password']);
    expectStatus(await as.viewer.get('/api/current_user.json'), 200);
  });

  it('deletes the account: projects pass to an admin, comments stay without the name, the licence is freed, signed out', async () => {
    const project = await createProject(as.editor, 'Eddie’s plan');
    const comment = expectStatus<{ id: number }>(
      await as.editor.post('/api/comments.json', { project_id: onboarding, commentable_type: 'Project', commentable_id: onboarding, comment_level_type: 'project', body: 'Still useful' }),
      201,
    );
    const used = await licencesUsed(seed.companies.acme);
    const other = await t.signIn('editor@acme.test');

    expect(expectStatus(await deleteAccount(as.editor, ' Editor@Acme.test '), 200)).toEqual({ deleted: true });

    expect(await t.db.select().from(users).where(eq(users.id, seed.users.editor))).toEqual([]);
    const [moved] = await t.db.select({ created_by: projects.created_by }).from(projects).where(eq(projects.id, project.id));
    expect(moved.created_by).toBe(seed.users.admin);
    const comments = expectStatus<Array<{ id: number; body: string; user: unknown }>>(
      await as.owner.get('/api/comments.json', { query: { project_id: onboarding } }),
      200,
    );
    expect(comments.find((c) => c.id === comment.id)).toMatchObject({ body: 'Still useful', user: null });
    expect(await licencesUsed(seed.companies.acme)).toBe(used - 1);
    expect(as.editor.sessionCookie).toBeUndefined();
    expectStatus(await other.get('/api/current_user.json'), 401);
    expectStatus(await t.anonymous.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: DEMO_PASSWORD }), 401);
  });

  it("refuses the company's last admin (409), saying why, and the plan says so first", async () => {
    // Globex has no other admin: make its member the only one.
    await t.db.update(users).set({ company_role: 'admin' }).where(eq(users.id, seed.users.globex));
    const globex = await t.signIn('user@globex.test');
    const plan = expectStatus<AccountDeletionPlan>(await globex.get('/api/current_user/deletion_plan.json'), 200);
    expect(plan.refusal).toMatch(/only administrator of your company/);
    expect(plan.refusal_code).toBe('onlyAdmin');
    const refused = expectStatus<{ message: string; code: string }>(await deleteAccount(globex, 'user@globex.test'), 409);
    expect(refused).toMatchObject({ message: plan.refusal, code: 'onlyAdmin' });
    expectStatus(await globex.get('/api/current_user.json'), 200);
  });

  it('is open to a restricted user, and refused to nobody (401)', async () => {
    expectStatus(await as.restricted.get('/api/current_user/deletion_plan.json'), 200);
    expectStatus(await deleteAccount(as.anonymous, 'x@acme.test'), 401);
  });
});
