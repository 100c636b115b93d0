import type { RequestOptions } from '../services/http-client';

/**
 * Query strings as the API reads them: undefined values left out, arrays comma-joined (`ids=1,2,3`),
 * so a one-element list does not arrive as a plain value and no bracket syntax is needed.
 */
export function serializeParams(params: NonNullable<RequestOptions['params']>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}
