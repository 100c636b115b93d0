/**
 * What's New for everyone signed in: GET /api/release_notes.json (the published notes, newest first, each
 * with its images and whether the caller has read it), GET /api/release_notes/{id}.json and
 * POST /api/release_notes/{id}/read.json, which remembers that the caller opened the note.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { listReleaseNotes, markReleaseNoteRead, readReleaseNote } from '../domain/release-notes/release-notes';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ReleaseNoteIdParamsSchema, ReleaseNoteSchema } from '../schemas/release-note-schema';

const tags = ['release notes'];
const noteResponse = { 200: ReleaseNoteSchema, ...errorResponses };
const published = { publishedOnly: true };

const releaseNotes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/release_notes.json')) {
    app.get(url, {
      schema: { tags, summary: 'The published release notes, newest first, with your read flags', response: { 200: Type.Array(ReleaseNoteSchema), ...errorResponses }, hide },
    }, async (request) => listReleaseNotes(app.db, requireSignedInUser(request).user.id, published));
  }

  for (const { url, hide } of routeForms('/release_notes/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'One published release note', params: ReleaseNoteIdParamsSchema, response: noteResponse, hide },
    }, async (request) => readReleaseNote(app.db, requireSignedInUser(request).user.id, request.params.id, published));
  }

  for (const { url, hide } of routeForms('/release_notes/:id/read.json')) {
    app.post(url, {
      schema: { tags, summary: 'Remember that you have read a published release note; answers the note', params: ReleaseNoteIdParamsSchema, response: noteResponse, hide },
    }, async (request) => markReleaseNoteRead(app.db, requireSignedInUser(request).user.id, request.params.id));
  }
};

export default releaseNotes;
