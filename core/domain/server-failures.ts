/**
 * Why the server refused a request as a whole: the `code` of an error answer (ApiErrorBody) beside its
 * English `message` for API users. The client shows the core namespace's `serverErrors.<code>` with the
 * answer's `params`; a code it does not know shows the English message. A failing field has its own code
 * (core/domain/field-failures.ts).
 */
export const SERVER_FAILURE_CODES = [
  // Who may do what.
  'signedOut',
  'apiKeyInvalid',
  'apiKeyReadOnly',
  'apiKeyNoAdministration',
  'forbidden',
  'shareLinkReadOnly',
  'membersOnly',
  'profileOnly',
  'ownProfileOnly',
  'systemAdminsOnly',
  'companyAdminsOnly',
  'companyReadOnly',
  'noReadAccess',
  'noWriteAccess',
  'adminsOnly',
  'moduleLocked',
  'moduleReadOnly',
  'fixedListReorderOnly',
  'fixedListNoAddOrDelete',
  'labelOwnerOnly',
  'ownCommentsOnly',
  'commentAuthorOnly',
  'formExpired',
  // What the data allows.
  'notFound',
  'invalidFields',
  'malformedRequest',
  'conflict',
  'duplicate',
  'alreadyAccepted',
  'alreadyInTeam',
  'emailTaken',
  'companyNotEmpty',
  'onlyAdmin',
  'onlySystemAdmin',
  'itemInUse',
  'notTakingAnswers',
  'responseSubmitted',
  'licencesUsedUp',
  'importRefused',
  'throttled',
] as const;

export type ServerFailureCode = (typeof SERVER_FAILURE_CODES)[number];

export function isServerFailureCode(code: unknown): code is ServerFailureCode {
  return typeof code === 'string' && (SERVER_FAILURE_CODES as readonly string[]).includes(code);
}
