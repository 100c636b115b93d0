/** JSON Schemas of release notes: /api/release_notes and /api/admin/release_notes. */
import { Type } from 'typebox';
import { IdSchema } from './resource-schema';

export const ReleaseNoteSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String({ description: 'Rich HTML, cleaned by the server.' }),
  release_note_date: Type.String({ format: 'date' }),
  published: Type.Boolean(),
  read: Type.Boolean({ description: 'Whether the caller has opened this note.' }),
  release_note_images: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String() })),
});

const fields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  summary: Type.String({ maxLength: 1000 }),
  body: Type.String({ maxLength: 200_000, description: 'Rich HTML; scripts, handlers and unsafe links are removed.' }),
  release_note_date: Type.String({ format: 'date', description: 'YYYY-MM-DD.' }),
  published: Type.Boolean(),
};

export const ReleaseNoteCreateSchema = Type.Object(
  {
    title: fields.title,
    summary: Type.Optional(fields.summary),
    body: Type.Optional(fields.body),
    release_note_date: fields.release_note_date,
    published: Type.Optional(fields.published),
  },
  { additionalProperties: false },
);

export const ReleaseNoteUpdateSchema = Type.Partial(Type.Object(fields), { additionalProperties: false });

export const ReleaseNoteIdParamsSchema = Type.Object({ id: IdSchema });

export const ReleaseNoteImageParamsSchema = Type.Object({ id: IdSchema, imageId: IdSchema });
