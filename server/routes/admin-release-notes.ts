/**
 * The release notes for system admins (/admin/release-notes): /api/admin/release_notes list, get, create,
 * update and destroy, published or not, and their images: POST /{id}/release_note_images.json (multipart
 * field "image") and DELETE /{id}/release_note_images/{imageId}.json, each answering the note.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { readAccountImageUpload, ACCOUNT_IMAGE_SUMMARY } from '../account-image-upload';
import { requireSystemAdmin } from '../auth/auth-context';
import { addReleaseNoteImage, removeReleaseNoteImage } from '../domain/release-notes/release-note-images';
import { createReleaseNote, destroyReleaseNote, listReleaseNotes, readReleaseNote, updateReleaseNote } from '../domain/release-notes/release-notes';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  ReleaseNoteCreateSchema,
  ReleaseNoteIdParamsSchema,
  ReleaseNoteImageParamsSchema,
  ReleaseNoteSchema,
  ReleaseNoteUpdateSchema,
} from '../schemas/release-note-schema';
import { fileStorage } from '../storage';

const tags = ['system admin'];
const noteResponse = { 200: ReleaseNoteSchema, ...errorResponses };
const everyNote = { publishedOnly: false };
const systemAdmin = (request: Parameters<typeof requireSystemAdmin>[0]) => requireSystemAdmin(request, 'Only system administrators write release notes.');
const adminId = (request: Parameters<typeof requireSystemAdmin>[0]) => systemAdmin(request).user.id;

const adminReleaseNotes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/admin/release_notes.json')) {
    app.get(url, {
      schema: { tags, summary: 'Every release note, published or not, newest first (system admins)', response: { 200: Type.Array(ReleaseNoteSchema), ...errorResponses }, hide },
    }, async (request) => listReleaseNotes(app.db, adminId(request), everyNote));
    app.post(url, {
      schema: { tags, summary: 'Write a release note; the body is cleaned rich HTML', body: ReleaseNoteCreateSchema, response: { 201: ReleaseNoteSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createReleaseNote(app.db, systemAdmin(request), request.body)));
  }

  for (const { url, hide } of routeForms('/admin/release_notes/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'One release note, published or not', params: ReleaseNoteIdParamsSchema, response: noteResponse, hide },
    }, async (request) => readReleaseNote(app.db, adminId(request), request.params.id, everyNote));
    app.put(url, {
      schema: { tags, summary: 'Change a release note, or publish or hide it', params: ReleaseNoteIdParamsSchema, body: ReleaseNoteUpdateSchema, response: noteResponse, hide },
    }, async (request) => updateReleaseNote(app.db, systemAdmin(request), request.params.id, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Delete a release note with its images; answers it as it was', params: ReleaseNoteIdParamsSchema, response: noteResponse, hide },
    }, async (request) => destroyReleaseNote(app.db, fileStorage(app), systemAdmin(request), request.params.id));
  }

  for (const { url, hide } of routeForms('/admin/release_notes/:id/release_note_images.json')) {
    app.post(url, {
      schema: { tags, summary: `Add an image to a release note (${ACCOUNT_IMAGE_SUMMARY})`, params: ReleaseNoteIdParamsSchema, response: noteResponse, hide },
    }, async (request) => {
      const auth = systemAdmin(request);
      return addReleaseNoteImage(app.db, fileStorage(app), auth, request.params.id, await readAccountImageUpload(request));
    });
  }

  for (const { url, hide } of routeForms('/admin/release_notes/:id/release_note_images/:imageId.json')) {
    app.delete(url, {
      schema: { tags, summary: 'Remove an image from a release note', params: ReleaseNoteImageParamsSchema, response: noteResponse, hide },
    }, async (request) => removeReleaseNoteImage(app.db, fileStorage(app), systemAdmin(request), request.params.id, request.params.imageId));
  }
};

export default adminReleaseNotes;
