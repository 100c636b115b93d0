/**
 * Why a field of a request failed validation: the `code` beside `field` and the English `message` of a 422's
 * fields. The client shows the message of the code in the user's language (the core namespace's
 * `fieldErrors.<code>`, given `params`); a failure without a code, or with one it does not know, shows the
 * server's English message.
 */
export const FIELD_FAILURE_CODES = [
  // From the JSON Schema of the request.
  'required',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooLarge',
  'email',
  'url',
  'date',
  'invalid',
  // From the server's own checks.
  'emailInUse',
  'sameEmail',
  'wrongPassword',
  'closesBeforeOpens',
  'fileMissing',
  'fileTooLarge',
  'fileType',
  'notAnImage',
  'fileContent',
  'tooComplex',
  'unknownReference',
  'notAnOption',
  'selfReference',
  'nameTaken',
  'alreadyGranted',
  'alreadyLinked',
  'alreadyPlaced',
  'fixedValue',
  'ownAccount',
  'noOtherAdmin',
  'licencesInUse',
  'dateInPast',
  'endsBeforeStarts',
  'rangeTooLong',
  'timeZone',
  'passwordCommon',
  'passwordRepeats',
  'passwordPersonal',
  'confirmEmail',
  'placeholders',
  'linkMissing',
  'notPublishable',
  'uploadKeepsAddress',
  'kindRetired',
  'oneOptionOnly',
  'staysAnonymous',
  'httpsOrigin',
  'hostNotAllowed',
] as const;

export type FieldFailureCode = (typeof FIELD_FAILURE_CODES)[number];

/** Values the translated message of a code puts in: `count` (a length limit), `limit`, `max`, `name`, `names`, `email`, `team`. */
export type FieldFailureParams = Record<string, string | number>;

export interface FieldFailure {
  /** The field as a name or a JSON pointer below the request's part, e.g. `name`, `items/0/title`. */
  field: string;
  /** The server's English account, the fallback for a code the client does not know. */
  message: string;
  code?: FieldFailureCode;
  params?: FieldFailureParams;
}

export function isFieldFailureCode(code: unknown): code is FieldFailureCode {
  return typeof code === 'string' && (FIELD_FAILURE_CODES as readonly string[]).includes(code);
}
