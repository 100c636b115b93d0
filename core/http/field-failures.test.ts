import { describe, expect, it } from 'vitest';
import { FIELD_FAILURE_CODES } from '../domain/field-failures';
import { HttpError } from '../services/http-client';
import { I18nServiceImpl } from '../services/i18n-service-impl';
import { fieldFailureMessage, fieldFailuresOf } from './field-failures';

const refused = (fields: unknown) => new HttpError(422, 'Some fields are not valid.', { error: 'unprocessable_entity', fields });

describe('the failing fields of a 422', () => {
  it('are read from the answer, leaving out anything that is no field failure', () => {
    const error = refused([{ field: 'name', message: 'is required', code: 'required' }, { field: 42 }, 'name']);
    expect(fieldFailuresOf(error)).toEqual([{ field: 'name', message: 'is required', code: 'required' }]);
  });

  it('are none for another status or another error', () => {
    expect(fieldFailuresOf(new HttpError(409, 'Conflict', { fields: [{ field: 'name', message: 'taken' }] }))).toEqual([]);
    expect(fieldFailuresOf(new Error('offline'))).toEqual([]);
  });
});

describe('the message of a field failure', () => {
  const i18n = new I18nServiceImpl();
  const t = (key: string, options: Record<string, unknown>) => i18n.t(key, options);

  it('is the message of its code in the user’s language, with its values', async () => {
    const german = new I18nServiceImpl();
    german.addMessages('de', 'core', { fieldErrors: { emailInUse: 'Diese Adresse gehört zu einem anderen Konto.' } });
    await german.i18next.changeLanguage('de');
    const failure = { field: 'email', message: 'This email address already has an account.', code: 'emailInUse' as const };
    expect(fieldFailureMessage(failure, (key: string, options?: Record<string, unknown>) => german.t(key, options))).toBe('Diese Adresse gehört zu einem anderen Konto.');
  });

  it('counts a length limit', () => {
    expect(fieldFailureMessage({ field: 'name', message: 'must NOT have more than 1 characters', code: 'tooLong', params: { count: 1 } }, t)).toBe(
      'Use at most 1 character.',
    );
    expect(fieldFailureMessage({ field: 'name', message: 'must NOT have more than 200 characters', code: 'tooLong', params: { count: 200 } }, t)).toBe(
      'Use at most 200 characters.',
    );
  });

  it('is the server’s English for a failure without a code or with a code this client does not know', () => {
    expect(fieldFailureMessage({ field: 'name', message: 'Your company already has a team called "Ops".' }, t)).toBe('Your company already has a team called "Ops".');
    const unknown = JSON.parse('{"field":"name","message":"is odd","code":"somethingNew"}');
    expect(fieldFailureMessage(unknown, t)).toBe('is odd');
  });

  it.each(FIELD_FAILURE_CODES.map((code) => [code]))('has an English message for %s', (code) => {
    const message = fieldFailureMessage({ field: 'x', message: 'SERVER', code, params: { count: 2, limit: 2, max: '5 MB', name: 'a.png', names: 'greeting' } }, t);
    expect(message).not.toBe('SERVER');
    expect(message).not.toMatch(/{{/);
  });
});
