/** English messages of the `core` namespace: the few strings the kernel itself shows. */
export const CORE_NAMESPACE = 'core';

export const coreEn = {
  saveFailed: 'Your changes could not be saved. They are kept and will be sent again with your next change.',
  saveFailedNamed:
    'Your changes to {{label}} could not be saved. They are kept and will be sent again with your next change.',
  retry: 'Retry',
} as const;
