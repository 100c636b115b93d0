import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict, forbidden, notFound, unprocessable } from './errors';
import { installErrorHandler, sendNotFound, validationFields } from './error-handler';
import { validatorCompiler } from './validator-compiler';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);
  app.setNotFoundHandler(sendNotFound);
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/forbidden', async () => {
    throw forbidden();
  });
  app.get('/missing', async () => {
    throw notFound('Project 12');
  });
  app.get('/conflict', async () => {
    throw conflict();
  });
  app.get('/invalid', async () => {
    throw unprocessable([{ field: 'value/title', code: 'required', message: 'is required' }]);
  });
  app.get('/pg/:code', async (request) => {
    const { code } = request.params as { code: string };
    throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) });
  });
  app.post('/items/:id', {
    schema: {
      params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
      querystring: Type.Object({ page: Type.Optional(Type.Integer()) }),
      body: Type.Object({ name: Type.String(), tags: Type.Array(Type.String()), count: Type.Integer() }),
    },
  }, async (request) => ({ params: request.params, query: request.query, body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal_server_error', message: expect.stringMatching(/Something went wrong/), statusCode: 500 });
    expect(res.body).not.toMatch(/hunter2/);
  });

  it('answers deliberate errors with their status and message', async () => {
    expect((await app.inject({ url: '/forbidden' })).json()).toMatchObject({ statusCode: 403, error: 'forbidden', code: 'forbidden' });
    expect((await app.inject({ url: '/missing' })).json()).toMatchObject({ statusCode: 404, message: expect.stringMatching(/^Project 12 was not found/) });
    expect((await app.inject({ url: '/conflict' })).statusCode).toBe(409);
    expect((await app.inject({ url: '/invalid' })).json()).toMatchObject({ statusCode: 422, code: 'invalidFields', fields: [{ field: 'value/title', code: 'required', message: 'is required' }] });
  });

  it('maps database errors caused by input to 409 and 422, others to 500', async () => {
    expect((await app.inject({ url: '/pg/23505' })).statusCode).toBe(409);
    expect((await app.inject({ url: '/pg/23P01' })).statusCode).toBe(409);
    expect((await app.inject({ url: '/pg/23503' })).statusCode).toBe(422);
    expect((await app.inject({ url: '/pg/22003' })).statusCode).toBe(422);
    expect((await app.inject({ url: '/pg/57P01' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/pg/42P01' })).statusCode).toBe(500);
  });

  it('maps every data exception, integrity violation and program limit to 422', async () => {
    // 22021 a NUL or bad byte in text, 22P05 untranslatable character, 23502 a missing value,
    // 23514 a failed check, 54001 a value too deep for the database's stack.
    for (const code of ['22021', '22P05', '23502', '23514', '54001', '54000']) {
      expect((await app.inject({ url: `/pg/${code}` })).statusCode, code).toBe(422);
    }
  });

  it('answers schema failures with 422 and every failing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/items/3', payload: { name: 5, tags: ['a', 2] } });
    expect(res.statusCode).toBe(422);
    const fields = (res.json() as { fields: Array<{ field: string }> }).fields.map((f) => f.field).sort();
    expect(fields).toEqual(['count', 'name', 'tags/1']);
  });

  it('coerces path and query text to numbers but never the body', async () => {
    const ok = await app.inject({ method: 'POST', url: '/items/3?page=2', payload: { name: 'n', tags: [], count: 1 } });
    expect(ok.json()).toEqual({ params: { id: 3 }, query: { page: 2 }, body: { name: 'n', tags: [], count: 1 } });
    const text = await app.inject({ method: 'POST', url: '/items/3', payload: { name: 'n', tags: [], count: '1' } });
    expect(text.statusCode).toBe(422);
  });

  it('answers a path id that is not plain decimal digits within range with 404', async () => {
    for (const id of ['abc', '0x3', '3e0', '+3', '3.0', '03', '%203', '0', '-3', '99999999999999999999']) {
      const res = await app.inject({ method: 'POST', url: `/items/${id}`, payload: { name: 'n', tags: [], count: 1 } });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/items/1', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await app.inject({ url: '/nowhere?x=1' });
    expect(res.json()).toEqual({ error: 'not_found', code: 'notFound', message: 'GET /nowhere was not found. It may have been deleted, or the link is wrong.', statusCode: 404 });
  });
});

describe('validationFields', () => {
  it('gives each failure the code of its reason, with the limit a message names', () => {
    expect(
      validationFields([
        { keyword: 'minLength', instancePath: '/name', params: { limit: 1 }, message: 'must NOT have fewer than 1 characters' },
        { keyword: 'maxLength', instancePath: '/name', params: { limit: 200 }, message: 'must NOT have more than 200 characters' },
        { keyword: 'minLength', instancePath: '/password', params: { limit: 8 }, message: 'must NOT have fewer than 8 characters' },
        { keyword: 'maximum', instancePath: '/score', params: { comparison: '<=', limit: 10 }, message: 'must be <= 10' },
        { keyword: 'format', instancePath: '/email', params: { format: 'email' }, message: 'must match format "email"' },
        { keyword: 'format', instancePath: '/url', params: { format: 'uri' }, message: 'must match format "uri"' },
        { keyword: 'pattern', instancePath: '/color', params: { pattern: '^#' }, message: 'must match pattern "^#"' },
      ]).map(({ code, params }) => ({ code, params })),
    ).toEqual([
      { code: 'required', params: undefined },
      { code: 'tooLong', params: { count: 200 } },
      { code: 'tooShort', params: { count: 8 } },
      { code: 'tooLarge', params: { limit: 10 } },
      { code: 'email', params: undefined },
      { code: 'url', params: undefined },
      { code: 'invalid', params: undefined },
    ]);
  });

  it('names a missing property, a nested path, and the body itself', () => {
    expect(
      validationFields([
        { keyword: 'required', instancePath: '/entity_values/0', params: { missingProperty: 'value' }, message: "must have required property 'value'" },
        { keyword: 'type', instancePath: '/a/b', params: {}, message: 'must be string' },
        { keyword: 'type', instancePath: '', params: {}, message: 'must be object' },
      ]),
    ).toEqual([
      { field: 'entity_values/0/value', message: 'is required', code: 'required' },
      { field: 'a/b', message: 'must be string', code: 'invalid' },
      { field: 'body', message: 'must be object', code: 'invalid' },
    ]);
  });
});
