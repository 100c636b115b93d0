import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { serverReason } from './profile-api';

/** A form's messages: one per field the server named, or one for the whole form. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** Puts the server's 422 messages on the fields they name; anything else is said once for the form. */
export function formErrorsOf<F extends string>(failure: unknown, fields: readonly F[], t: TFunction<'host'>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of fields) {
    const message = fieldError(failure, field, t);
    if (message) errors[field] = message;
  }
  if (Object.keys(errors).length === 0) errors.form = serverReason(failure) ?? describeHttpError(failure, t);
  return errors;
}

/**
 * The state of a profile form that sends one call: busy while it runs, and the errors of its fields (or of the
 * whole form) when it fails. `submit` answers whether the call succeeded.
 */
export function useFormSubmit<F extends string>(fields: readonly F[]) {
  const { t } = useTranslation('host');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const submit = async (call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setErrors({});
    try {
      await call();
      return true;
    } catch (failure) {
      setErrors(formErrorsOf(failure, fields, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, submit };
}
