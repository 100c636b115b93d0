/** The answers for a one-time link that does not work: 404 for an unknown link, 410 for an expired or used one. */
import { ApiError } from '../../errors';
import type { TokenProblem } from './one-time-tokens';

const MESSAGES: Record<'invitation' | 'password_reset', Record<TokenProblem, string>> = {
  invitation: {
    unknown: 'This invitation link is not valid. Check that you opened the whole link from the mail.',
    expired: 'This invitation has expired. Ask for a new one.',
    used: 'This invitation has already been accepted. Sign in with your email and password.',
  },
  password_reset: {
    unknown: 'This password reset link is not valid. Check that you opened the whole link from the mail, or ask for a new one.',
    expired: 'This password reset link has expired. Ask for a new one.',
    used: 'This password reset link has already been used. Ask for a new one if you still need it.',
  },
};

/** The error code is the problem itself ('unknown', 'expired', 'used'), so the page can explain it. */
export function linkProblemError(kind: 'invitation' | 'password_reset', problem: TokenProblem): ApiError {
  return new ApiError(problem === 'unknown' ? 404 : 410, problem, MESSAGES[kind][problem]);
}
