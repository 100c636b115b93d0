/**
 * How much a request may carry, in one place. A JSON body is capped in bytes (Fastify's body limit)
 * and in nesting: deeper JSON is no document anyone edits, and every recursive step after parsing
 * (validation, JSON.stringify, PostgreSQL's jsonb) would otherwise overflow its stack on it.
 */

/** The largest JSON body (and so the largest document or bulk of documents) the API reads. */
export const JSON_BODY_MAX_BYTES = 10 * 1024 * 1024;

/** The deepest nesting of arrays and objects a JSON body may have, the body itself being level 1. */
export const JSON_BODY_MAX_DEPTH = 64;

/** The largest message a live connection may send (it only signs in and subscribes). */
export const LIVE_MESSAGE_MAX_BYTES = 64 * 1024;
