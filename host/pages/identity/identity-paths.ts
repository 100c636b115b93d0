/** The public identity pages (the server mails links to the same paths, server/domain/identity/). */
export const ACCEPT_INVITATION_PATH = '/accept-invitation';
export const SET_NEW_PASSWORD_PATH = '/set-new-password';
