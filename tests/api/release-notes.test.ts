/** Release notes: /api/release_notes for everyone signed in, /api/admin/release_notes for system admins. */
import { describe, expect, it } from 'vitest';
import type { ReleaseNote } from '../../core/domain/api-types';
import { auditEntriesOf } from './support/audit';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, UNKNOWN_ID, type Actors } from './support/workspace';

const { t, as } = useSignedInServer();

type Client = Actors[keyof Actors];

async function writeNote(fields: Partial<ReleaseNote> = {}): Promise<ReleaseNote> {
  const body = { title: 'Faster boards', summary: 'Boards open quicker.', release_note_date: '2026-11-20', published: true, ...fields };
  return expectStatus<ReleaseNote>(await as.admin.post('/api/admin/release_notes.json', body), 201);
}

const publishedNotes = async (client: Client) => expectStatus<ReleaseNote[]>(await client.get('/api/release_notes.json'), 200);
const uploadImage = (client: Client, noteId: number) =>
  postMultipart(t, client, `/api/admin/release_notes/${noteId}/release_note_images.json`, { image: { filename: 'shot.png', contentType: 'image/png', data: TINY_PNG } });

describe('release notes for everyone signed in', () => {
  it('lists only published notes, newest first, and hides an unpublished one', async () => {
    const older = await writeNote({ title: 'Older', release_note_date: '2026-10-01' });
    const newer = await writeNote({ title: 'Newer', release_note_date: '2026-11-26' });
    const draft = await writeNote({ title: 'Draft', published: false });
    const ids = (await publishedNotes(as.editor)).map((note) => note.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(draft.id);
    expectStatus(await as.editor.get(`/api/release_notes/${draft.id}.json`), 404);
    expectStatus(await as.editor.post(`/api/release_notes/${draft.id}/read.json`, {}), 404);
    expect(expectStatus<ReleaseNote>(await as.editor.get(`/api/release_notes/${newer.id}.json`), 200).title).toBe('Newer');
  });

  it('remembers who has read a note, per person', async () => {
    const note = await writeNote({ title: 'Read flags' });
    expect((await publishedNotes(as.editor)).find((n) => n.id === note.id)?.read).toBe(false);
    expect(expectStatus<ReleaseNote>(await as.editor.post(`/api/release_notes/${note.id}/read.json`, {}), 200).read).toBe(true);
    expectStatus(await as.editor.post(`/api/release_notes/${note.id}/read.json`, {}), 200);
    expect((await publishedNotes(as.editor)).find((n) => n.id === note.id)?.read).toBe(true);
    expect((await publishedNotes(as.viewer)).find((n) => n.id === note.id)?.read).toBe(false);
    expect((await publishedNotes(as.globex)).find((n) => n.id === note.id)?.read).toBe(false);
  });

  it('are refused to visitors who are not signed in', async () => {
    expectStatus(await as.anonymous.get('/api/release_notes.json'), 401);
  });
});

describe('release notes for system admins', () => {
  it('keep the formatting of the body but drop scripts and handlers', async () => {
    const note = await writeNote({ body: '<p>Now <strong>bold</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>' });
    expect(note.body).toContain('<strong>bold</strong>');
    expect(note.body).not.toMatch(/script|onerror|alert/);
    const changed = expectStatus<ReleaseNote>(await as.admin.put(`/api/admin/release_notes/${note.id}.json`, { body: '<a href="javascript:alert(1)">x</a>' }), 200);
    expect(changed.body).not.toContain('javascript:');
  });

  it('are written, changed, published and deleted, each audited; drafts show only here', async () => {
    const draft = await writeNote({ title: '  Draft note  ', published: false });
    expect(draft).toMatchObject({ title: 'Draft note', published: false, release_note_images: [] });
    expect(expectStatus<ReleaseNote[]>(await as.admin.get('/api/admin/release_notes.json'), 200).map((n) => n.id)).toContain(draft.id);
    const published = expectStatus<ReleaseNote>(await as.admin.put(`/api/admin/release_notes/${draft.id}.json`, { published: true }), 200);
    expect(published.published).toBe(true);
    expect((await publishedNotes(as.editor)).map((n) => n.id)).toContain(draft.id);
    expectStatus(await as.admin.delete(`/api/admin/release_notes/${draft.id}.json`), 200);
    expectStatus(await as.admin.get(`/api/admin/release_notes/${draft.id}.json`), 404);
    const audited = (await auditEntriesOf(t, 'release_note')).filter((entry) => entry.target_id === draft.id);
    expect(audited.map((entry) => [entry.action, entry.actor_user_id, entry.company_id])).toEqual([
      ['release_note.deleted', t.seed.users.admin, null],
      ['release_note.updated', t.seed.users.admin, null],
      ['release_note.created', t.seed.users.admin, null],
    ]);
    expectStatus(await as.admin.put(`/api/admin/release_notes/${UNKNOWN_ID}.json`, { title: 'x' }), 404);
  });

  it('answer 422 naming the fields that are wrong', async () => {
    expect(failingFields(await as.admin.post('/api/admin/release_notes.json', { title: ' ', release_note_date: '2026-11-27' }))).toEqual(['title']);
    expect(failingFields(await as.admin.post('/api/admin/release_notes.json', { title: 'Dated', release_note_date: '27/11/2026' }))).toEqual(['release_note_date']);
    expectStatus(await as.admin.post('/api/admin/release_notes.json', { title: 'Undated' }), 422);
  });

  it('add images that signed-in people can fetch, and remove them from the list and the body', async () => {
    const note = await writeNote();
    const withImage = expectStatus<ReleaseNote>(await uploadImage(as.admin, note.id), 200);
    const [image] = withImage.release_note_images;
    expect(image.url).toMatch(/^\/api\/files\/release_notes\/\d+\/[0-9a-f]+\.png$/);
    const served = await as.editor.get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expectStatus(await as.anonymous.get(image.url), 401);
    const body = `<p>Before</p><p><img src="${image.url}" alt="Board"></p><p>After</p>`;
    expectStatus(await as.admin.put(`/api/admin/release_notes/${note.id}.json`, { body }), 200);
    const without = expectStatus<ReleaseNote>(await as.admin.delete(`/api/admin/release_notes/${note.id}/release_note_images/${image.id}.json`), 200);
    expect(without.release_note_images).toEqual([]);
    expect(without.body).toBe('<p>Before</p><p></p><p>After</p>');
    expectStatus(await as.editor.get(image.url), 404);
  });

  it("keep a draft's images for system admins until the note is published", async () => {
    const draft = await writeNote({ title: 'Draft with a picture', published: false });
    const [image] = expectStatus<ReleaseNote>(await uploadImage(as.admin, draft.id), 200).release_note_images;
    expect((await as.admin.get(image.url)).statusCode).toBe(200);
    expectStatus(await as.editor.get(image.url), 404);
    expectStatus(await as.admin.put(`/api/admin/release_notes/${draft.id}.json`, { published: true }), 200);
    expect((await as.editor.get(image.url)).statusCode).toBe(200);
  });

  it('are refused to a writer and everyone else but system admins', async () => {
    const note = await writeNote();
    for (const client of [as.owner, as.editor, as.viewer, as.restricted, as.globex]) {
      expectStatus(await client.get('/api/admin/release_notes.json'), 403);
      expectStatus(await client.post('/api/admin/release_notes.json', { title: 'Mine', release_note_date: '2026-11-27' }), 403);
      expectStatus(await client.put(`/api/admin/release_notes/${note.id}.json`, { title: 'Mine' }), 403);
      expectStatus(await client.delete(`/api/admin/release_notes/${note.id}.json`), 403);
      expectStatus(await uploadImage(client, note.id), 403);
    }
    expectStatus(await as.anonymous.get('/api/admin/release_notes.json'), 401);
  });
});
