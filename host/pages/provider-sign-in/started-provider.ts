import { providerSignInPath } from '../../../core/domain/company-providers';
import { SIGN_IN_PATH } from '../../guards/sign-in-target';

/**
 * The provider whose sign-in this tab started, so the return page can offer the way back to that provider's
 * sign-in page when something went wrong (the provider's answer does not say which one it was).
 */
const STORAGE_KEY = 'tessera.signInProvider';

export function rememberStartedProvider(providerId: number): void {
  sessionStorage.setItem(STORAGE_KEY, String(providerId));
}

/** The sign-in page to go back to: the started provider's, else the usual one. */
export function signInPageToReturnTo(): string {
  const id = Number(sessionStorage.getItem(STORAGE_KEY));
  return Number.isInteger(id) && id > 0 ? providerSignInPath(id) : SIGN_IN_PATH;
}
