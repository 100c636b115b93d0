import type { TFunction } from 'i18next';
import { HttpError } from '../../../core/services/http-client';
import { oidcEn } from '../../i18n/en-oidc';

type ProblemCode = keyof typeof oidcEn.problems;

function isProblemCode(code: unknown): code is ProblemCode {
  return typeof code === 'string' && Object.hasOwn(oidcEn.problems, code);
}

/** The server's error code of a failed call, when it gave one. */
function codeOf(failure: unknown): unknown {
  return failure instanceof HttpError ? (failure.body as { error?: unknown } | null)?.error : failure;
}

/**
 * What went wrong on the way to or back from a company's provider, in the person's words: `failure` is a
 * failed call or an error code from the URL (?error=).
 */
export function providerProblemMessage(failure: unknown, t: TFunction<'host'>): string {
  const code = codeOf(failure);
  if (isProblemCode(code)) return t(`oidc.problems.${code}`);
  if (failure instanceof HttpError && failure.status === 0) return t('errors.offline');
  return t('oidc.redirect.failed');
}
