import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { HttpError } from '../../core/services/http-client';
import { hostEn, HOST_NAMESPACE } from '../i18n/en';
import { signInErrorMessage, throttleMinutes } from './sign-in-errors';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { [HOST_NAMESPACE]: hostEn } }, initAsync: false });
const t = i18n.getFixedT('en', HOST_NAMESPACE);

describe('sign-in errors', () => {
  it('says an invitation is not accepted yet, and a company is not active, by the server\'s code', () => {
    const pending = new HttpError(403, 'no', { error: 'invitation_pending', message: 'x', statusCode: 403 });
    expect(signInErrorMessage(pending, t)).toBe('You have not accepted your invitation yet. Open the link in the invitation mail to choose your password.');
    const inactive = new HttpError(403, 'no', { error: 'company_inactive', message: 'x', statusCode: 403 });
    expect(signInErrorMessage(inactive, t)).toMatch(/^Your company’s account is not active/);
  });

  it('names wrong credentials', () => {
    expect(signInErrorMessage(new HttpError(401, 'no', {}), t)).toBe('Wrong email or password.');
  });

  it('says how many minutes to wait when throttled', () => {
    const error = new HttpError(429, 'Too many failed sign-ins. Wait 5 minutes and try again.', {
      message: 'Too many failed sign-ins. Wait 5 minutes and try again.',
    });
    expect(throttleMinutes(error)).toBe(5);
    expect(signInErrorMessage(error, t)).toBe('Too many attempts, try again in 5 minutes.');
  });

  it('prefers a retry_after_seconds field and says minute for one', () => {
    const error = new HttpError(429, 'slow down', { retry_after_seconds: 30 });
    expect(signInErrorMessage(error, t)).toBe('Too many attempts, try again in 1 minute.');
  });

  it('still explains a throttle without a time', () => {
    expect(signInErrorMessage(new HttpError(429, 'slow down', {}), t)).toBe('Too many attempts, try again in a few minutes.');
  });

  it('tells an offline user to check the connection', () => {
    expect(signInErrorMessage(new HttpError(0, 'x', {}), t)).toMatch(/connection/);
  });
});
