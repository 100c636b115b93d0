/** The numbers behind sign-in, sessions and tokens, in one place. */

/** Access tokens are short-lived; the client refreshes them from the session cookie on a 401. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** A session lasts this long after sign-in or its last token refresh. */
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** Failed sign-ins allowed per account within the window before sign-in is refused with 429. */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 5;

/** Failed sign-ins allowed per client address within the window (higher: offices share an address). */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 20;

export const SIGN_IN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Password reset and new-invitation requests allowed per address asked about and per client address in the
 * window; every request counts, as each one sends a mail.
 */
export const MAIL_REQUESTS_PER_ACCOUNT = 3;
export const MAIL_REQUESTS_PER_ADDRESS = 10;
export const MAIL_REQUEST_WINDOW_MS = 60 * 60 * 1000;

/** Name of the access-token signing key in server_secrets. */
export const ACCESS_TOKEN_SECRET_NAME = 'access_token_signing_key';

/** Name of the key in server_secrets that binds anti-forgery tokens to their session. */
export const XSRF_SECRET_NAME = 'xsrf_token_key';

/** Name of the key in server_secrets that encrypts stored client secrets and the sign-in flow cookie. */
export const SECRET_BOX_KEY_NAME = 'secret_box_key';
