import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHttpError, fieldError } from './http-error-message';

/**
 * Submitting a form that creates something by name: a required name, an extra check, and the server's
 * reason on failure (on the name when it is about the name, else for the whole form); busy while it runs.
 */
export function useNameSubmit({ validate, onSubmit }: { validate?: () => string | null; onSubmit(name: string): Promise<void> }) {
  const { t } = useTranslation('host');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (name: string) => {
    const trimmed = name.trim();
    setNameError(trimmed ? null : t('dialogs.nameRequired'));
    const blocked = validate?.() ?? null;
    setFormError(blocked);
    if (!trimmed || blocked) return;
    setBusy(true);
    try {
      await onSubmit(trimmed);
    } catch (failure) {
      const onName = fieldError(failure, 'name', t);
      setNameError(onName);
      setFormError(onName ? null : describeHttpError(failure, t));
      setBusy(false);
    }
  };

  return { nameError, formError, busy, submit };
}
