/** Comments: threads on projects, modules and items, editing and deleting, unread counts per user. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityValue } from '../../core/domain/api-types';
import type { Comment, CommentCreate } from '../../core/domain/sharing-types';
import type { ApiClient } from './harness';
import { createModuleLink, createProjectLink, withSessionToken } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, expectStatus, failingFields, listValues, modulePath, UNKNOWN_ID } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();
const risks = seed.modules.risks!;
const text = seed.modules.text!;
let item: EntityValue;

beforeAll(async () => {
  [item] = await listValues(as.owner, onboarding, risks);
});

const onProject = (body: string, extra: Partial<CommentCreate> = {}): CommentCreate => ({
  project_id: onboarding,
  commentable_type: 'Project',
  commentable_id: onboarding,
  comment_level_type: 'project',
  body,
  ...extra,
});
const onItem = (body: string, extra: Partial<CommentCreate> = {}): CommentCreate => ({
  project_id: onboarding,
  module_id: risks,
  commentable_type: 'EntityValue',
  commentable_id: item.id,
  comment_level_type: 'item',
  body,
  ...extra,
});

async function post(client: ApiClient, body: CommentCreate): Promise<Comment> {
  return expectStatus<Comment>(await client.post('/api/comments.json', body), 201);
}

async function list(client: ApiClient, query: Record<string, string | number>): Promise<Comment[]> {
  return expectStatus<Comment[]>(await client.get('/api/comments.json', { query }), 200);
}

async function itemCounts(client: ApiClient): Promise<{ comment_count?: number; unread_comment_count?: number }> {
  const values = await listValues(client, onboarding, risks);
  return values.find((v) => v.id === item.id) as EntityValue & { comment_count?: number; unread_comment_count?: number };
}

describe('writing and reading comments', () => {
  it('lets writers comment and reply; everyone who reads the project reads them, oldest first', async () => {
    const first = await post(as.editor, onProject('Kick-off on Monday?'));
    expect(first).toMatchObject({
      project_id: onboarding,
      module_id: null,
      commentable_type: 'Project',
      commentable_id: onboarding,
      comment_level_type: 'project',
      parent_id: null,
      user: { id: t.seed.users.editor, name: 'Eddie Editor' },
      body: 'Kick-off on Monday?',
      unread: false,
    });
    const reply = await post(as.owner, onProject('Yes, at ten.', { parent_id: first.id }));
    expect(reply.parent_id).toBe(first.id);
    const thread = await list(as.viewer, { project_id: onboarding, commentable_type: 'Project', commentable_id: onboarding });
    expect(thread.map((c) => c.body)).toEqual(['Kick-off on Monday?', 'Yes, at ten.']);
    expect(thread.every((c) => c.unread)).toBe(true);
    expect((await list(as.editor, { project_id: onboarding, commentable_type: 'Project' })).map((c) => c.unread)).toEqual([false, true]);
  });

  it('refuses readers (403), other companies (404), restricted users (403), visitors (403) and nobody (401)', async () => {
    expectStatus(await as.viewer.post('/api/comments.json', onProject('May I?')), 403);
    expectStatus(await as.globex.post('/api/comments.json', onProject('Hello from Globex')), 404);
    expectStatus(await as.globex.get('/api/comments.json', { query: { project_id: onboarding } }), 404);
    expectStatus(await as.restricted.get('/api/comments.json', { query: { project_id: onboarding } }), 403);
    expectStatus(await as.restricted.post('/api/comments.json', onProject('Restricted')), 403);
    expectStatus(await as.anonymous.get('/api/comments.json', { query: { project_id: onboarding } }), 401);
    expectStatus(await as.anonymous.post('/api/comments.json', onProject('Nobody')), 401);
    const link = await createProjectLink(as.owner, onboarding);
    const visitor = withSessionToken(t.anonymous, link.access_id);
    expectStatus(await visitor.post('/api/comments.json', onProject('Guest')), 403);
    const seen = await list(as.admin, { project_id: onboarding });
    expect(expectStatus<Comment[]>(await visitor.get('/api/comments.json', { query: { project_id: onboarding } }), 200).length).toBe(seen.length);
    expect(
      expectStatus<Comment[]>(await visitor.get('/api/comments.json', { query: { project_id: onboarding } }), 200).every((c) => !c.unread),
    ).toBe(true);
  });

  it('checks what a comment is on and what it replies to (422)', async () => {
    const other = await createProject(as.owner, 'Comment target');
    expect(failingFields(await as.owner.post('/api/comments.json', onProject('x', { commentable_id: other.id })))).toContain('commentable_id');
    expect(failingFields(await as.owner.post('/api/comments.json', onItem('x', { commentable_id: UNKNOWN_ID })))).toContain('commentable_id');
    expect(failingFields(await as.owner.post('/api/comments.json', onItem('x', { module_id: text })))).toContain('commentable_id');
    expect(failingFields(await as.owner.post('/api/comments.json', onProject('x', { parent_id: UNKNOWN_ID })))).toContain('parent_id');
    expect(failingFields(await as.owner.post('/api/comments.json', onProject('   ')))).toContain('body');
    expect(failingFields(await as.owner.post('/api/comments.json', onProject('x', { commentable_type: 'Page' as never })))).toContain(
      'commentable_type',
    );
    expect(failingFields(await as.owner.post('/api/comments.json', { ...onProject('x'), project_id: '1' }))).toContain('project_id');
    expectStatus(await as.owner.get('/api/comments.json'), 422);
  });

  it('comments on modules, even locked ones, and filters by module', async () => {
    const onModule = await post(as.editor, {
      project_id: onboarding,
      commentable_type: 'ProjectScenarioModule',
      commentable_id: text,
      comment_level_type: 'module',
      body: 'Text module note',
    });
    expect(onModule.module_id).toBe(text);
    const listed = await list(as.viewer, { project_id: onboarding, module_id: text });
    expect(listed.map((c) => c.id)).toEqual([onModule.id]);
    expectStatus(await as.owner.put(`${modulePath(onboarding, text)}.json`, { locked: true }), 200);
    await post(as.editor, { ...onProject('Locked module note'), commentable_type: 'ProjectScenarioModule', commentable_id: text, comment_level_type: 'module' });
    expectStatus(await as.owner.put(`${modulePath(onboarding, text)}.json`, { locked: false }), 200);
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit', async () => {
    const mine = await post(as.editor, onProject('Tpyo'));
    const edited = expectStatus<Comment>(await as.editor.put(`/api/comments/${mine.id}.json`, { body: 'Typo' }), 200);
    expect(edited.body).toBe('Typo');
    expectStatus(await as.owner.put(`/api/comments/${mine.id}.json`, { body: 'Owner edit' }), 403);
    expectStatus(await as.admin.put(`/api/comments/${mine.id}`, { body: 'Admin edit' }), 403);
    expectStatus(await as.viewer.put(`/api/comments/${mine.id}.json`, { body: 'Viewer edit' }), 403);
    expectStatus(await as.globex.put(`/api/comments/${mine.id}.json`, { body: 'Globex edit' }), 404);
    expectStatus(await as.anonymous.put(`/api/comments/${mine.id}.json`, { body: 'x' }), 401);
    expect(failingFields(await as.editor.put(`/api/comments/${mine.id}.json`, { body: '' }))).toContain('body');
    expectStatus(await as.editor.put(`/api/comments/${UNKNOWN_ID}.json`, { body: 'x' }), 404);
  });

  it('lets the author or a project admin delete; replies stay under a bodiless parent', async () => {
    const parent = await post(as.editor, onProject('Parent to delete'));
    const child = await post(as.owner, onProject('A reply that stays', { parent_id: parent.id }));
    expectStatus(await as.viewer.delete(`/api/comments/${parent.id}.json`), 403);
    expectStatus(await as.globex.delete(`/api/comments/${parent.id}.json`), 404);
    const deleted = expectStatus<Comment>(await as.editor.delete(`/api/comments/${parent.id}.json`), 200);
    expect(deleted).toMatchObject({ id: parent.id, deleted: true, body: '' });
    const listed = await list(as.viewer, { project_id: onboarding });
    expect(listed.find((c) => c.id === parent.id)).toMatchObject({ deleted: true, body: '' });
    expect(listed.find((c) => c.id === child.id)?.body).toBe('A reply that stays');
    expectStatus(await as.editor.delete(`/api/comments/${parent.id}.json`), 404);
    expectStatus(await as.editor.put(`/api/comments/${parent.id}.json`, { body: 'Back' }), 404);

    // A project admin deletes someone else's comment; without replies it leaves the list.
    const lone = await post(as.editor, onProject('Off-topic'));
    expectStatus(await as.owner.delete(`/api/comments/${lone.id}.json`), 200);
    expect((await list(as.viewer, { project_id: onboarding })).some((c) => c.id === lone.id)).toBe(false);
    expectStatus(await as.owner.delete(`/api/comments/${child.id}.json`), 200);
    expect((await list(as.viewer, { project_id: onboarding })).some((c) => c.id === parent.id)).toBe(false);
  });
});

describe('unread counts on items', () => {
  it('counts comments and unread comments per user until marked read', async () => {
    expect(await itemCounts(as.viewer)).toMatchObject({ comment_count: 0, unread_comment_count: 0 });
    const a = await post(as.editor, onItem('Risk looks high'));
    const b = await post(as.owner, onItem('Agreed', { parent_id: a.id }));
    expect(b.module_id).toBe(risks);
    expect(await itemCounts(as.viewer)).toMatchObject({ comment_count: 2, unread_comment_count: 2 });
    expect(await itemCounts(as.editor)).toMatchObject({ comment_count: 2, unread_comment_count: 1 });
    expect(await itemCounts(as.owner)).toMatchObject({ comment_count: 2, unread_comment_count: 1 });

    // An unknown id marks nothing and answers 404.
    expectStatus(await as.viewer.post('/api/comments/mark_read.json', { ids: [a.id, UNKNOWN_ID] }), 404);
    expect(await itemCounts(as.viewer)).toMatchObject({ comment_count: 2, unread_comment_count: 2 });
    const marked = expectStatus<{ ids: number[] }>(await as.viewer.post('/api/comments/mark_read.json', { ids: [a.id] }), 200);
    expect(marked.ids).toEqual([a.id]);
    expect(await itemCounts(as.viewer)).toMatchObject({ comment_count: 2, unread_comment_count: 1 });
    expect((await list(as.viewer, { project_id: onboarding, commentable_type: 'EntityValue', commentable_id: item.id })).map((c) => c.unread)).toEqual([
      false,
      true,
    ]);
    expectStatus(await as.viewer.post('/api/comments/mark_read.json', { ids: [a.id, b.id] }), 200);
    expect(await itemCounts(as.viewer)).toMatchObject({ comment_count: 2, unread_comment_count: 0 });
    // Another user's reads are theirs.
    expect(await itemCounts(as.admin)).toMatchObject({ comment_count: 2, unread_comment_count: 2 });
    // One value and the project's values by id carry the counts too.
    const one = expectStatus<{ comment_count: number }>(await as.viewer.get(`${modulePath(onboarding, risks)}/entity_values/${item.id}.json`), 200);
    expect(one.comment_count).toBe(2);
    const byIds = expectStatus<Array<{ id: number; unread_comment_count: number }>>(
      await as.admin.get(`/api/projects/${onboarding}/entity_values.json`, { query: { ids: item.id } }),
      200,
    );
    expect(byIds[0].unread_comment_count).toBe(2);
    // Deleting drops the comment from the counts.
    expectStatus(await as.owner.delete(`/api/comments/${b.id}.json`), 200);
    expect(await itemCounts(as.admin)).toMatchObject({ comment_count: 1, unread_comment_count: 1 });
  });

  it('does not mark another company’s comments (404, like an unknown id), and refuses visitors and nobody', async () => {
    const c = await post(as.editor, onItem('Private note'));
    expectStatus(await as.globex.post('/api/comments/mark_read.json', { ids: [c.id] }), 404);
    expectStatus(await as.anonymous.post('/api/comments/mark_read.json', { ids: [c.id] }), 401);
    const link = await createProjectLink(as.owner, onboarding);
    expectStatus(await withSessionToken(t.anonymous, link.access_id).post('/api/comments/mark_read.json', { ids: [c.id] }), 403);
  });

  it('shows a module link visitor only the comments of that module', async () => {
    const link = await createModuleLink(as.owner, onboarding, risks);
    const guest = withSessionToken(t.anonymous, `${link.project_access_id}:${link.access_id}`);
    const seen = expectStatus<Comment[]>(await guest.get('/api/comments.json', { query: { project_id: onboarding } }), 200);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((c) => c.module_id === risks)).toBe(true);
    expectStatus(await guest.get('/api/comments.json', { query: { project_id: onboarding, module_id: text } }), 404);
  });
});
