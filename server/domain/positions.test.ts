import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { assertCompleteOrder } from './positions';

const what = { singular: 'Section', plural: 'sections' };

function failure(run: () => void): ApiError {
  try {
    run();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a refusal');
}

describe('assertCompleteOrder', () => {
  it('accepts every id exactly once, in any order', () => {
    expect(() => assertCompleteOrder([3, 1, 2], [1, 2, 3], what)).not.toThrow();
    expect(() => assertCompleteOrder([], [], what)).not.toThrow();
  });

  it('answers 404 for an id from elsewhere, naming it', () => {
    const error = failure(() => assertCompleteOrder([1, 9], [1], what));
    expect(error.statusCode).toBe(404);
    expect(error.message).toMatch(/Section 9/);
  });

  it('answers 422 for missing and repeated ids, naming them', () => {
    const missing = failure(() => assertCompleteOrder([1], [1, 2], what));
    expect(missing.statusCode).toBe(422);
    expect(missing.fields?.[0].message).toMatch(/missing: 2/);
    const repeated = failure(() => assertCompleteOrder([1, 1, 2], [1, 2], what));
    expect(repeated.fields?.[0].message).toMatch(/more than once: 1/);
  });
});
