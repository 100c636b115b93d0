/** English messages of the `core` namespace: the few strings the kernel itself shows. */
export const CORE_NAMESPACE = 'core';

export const coreEn = {
  saveFailed: 'Your changes could not be saved. They are kept and will be sent again with your next change.',
  saveFailedNamed:
    'Your changes to {{label}} could not be saved. They are kept and will be sent again with your next change.',
  retry: 'Retry',
  // Why a field was refused (core/domain/field-failures.ts), by the code the server gives each failure.
  fieldErrors: {
    required: 'This is required.',
    tooShort_one: 'Use at least {{count}} character.',
    tooShort_other: 'Use at least {{count}} characters.',
    tooLong_one: 'Use at most {{count}} character.',
    tooLong_other: 'Use at most {{count}} characters.',
    tooSmall: 'Use {{limit}} or more.',
    tooLarge: 'Use {{limit}} or less.',
    email: 'Enter an email address such as name@example.com.',
    url: 'Enter a web address starting with http:// or https://.',
    date: 'Enter a valid date.',
    invalid: 'This value is not valid. Check it and try again.',
    emailInUse: 'This address belongs to another account. Use another address.',
    sameEmail: 'This is already your address.',
    wrongPassword: 'This is not your current password. Type it again.',
    closesBeforeOpens: 'The closing time must come after the opening time.',
    fileMissing: 'Choose a file to upload.',
    fileTooLarge: 'This file is too large: it may be at most {{max}}.',
    fileType: 'This kind of file is not accepted here.',
    notAnImage: '“{{name}}” is not an image, whatever its name says.',
  },
} as const;
