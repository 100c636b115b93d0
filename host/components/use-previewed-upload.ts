import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadWithProgress } from '../../core/http/upload-with-progress';
import { HttpError } from '../../core/services/http-client';
import { Session } from '../../core/services/session';
import { useService } from '../../sdk/services-context';
import { describeHttpError, fieldError } from './http-error-message';

/** Where an upload that is read first (a preview that writes nothing) and then written stands. */
export type PreviewedUploadStep<P> =
  | { kind: 'choose'; error?: string }
  | { kind: 'busy'; file: File; progress: number; message: 'reading' | 'writing'; preview?: P }
  | { kind: 'preview'; file: File; preview: P; error?: string };

interface PreviewedUploadOptions<R> {
  /** The upload's path; with `preview` the server writes nothing. */
  path(preview: boolean): string;
  /** The form fields sent beside the file (e.g. the name of what it makes). */
  fields(file: File): Record<string, string>;
  /** After the server wrote what the file holds: the step is back at the start. */
  onWritten(result: R): void;
}

/** The problems a refused write names (422 `errors`), if it named any. */
function refusedProblems<E>(failure: unknown): E[] | null {
  if (!(failure instanceof HttpError) || failure.status !== 422) return null;
  const errors = (failure.body as { errors?: E[] } | null)?.errors;
  return Array.isArray(errors) ? errors : null;
}

/**
 * A file read first and written once the user saw what it holds. The preview (`P`, with every problem in
 * `errors`) comes from the same path with `preview`; a write the server refuses for the file's content puts its
 * problems back into the preview, any other failure is said with the preview kept.
 */
export function usePreviewedUpload<P extends { errors: unknown[] }, R>({ path, fields, onWritten }: PreviewedUploadOptions<R>) {
  const { t } = useTranslation('host');
  const session = useService(Session);
  const [step, setStep] = useState<PreviewedUploadStep<P>>({ kind: 'choose' });
  const failureMessage = (failure: unknown) => fieldError(failure, 'file', t) ?? fieldError(failure, 'name', t) ?? describeHttpError(failure, t);

  const send = <A>(file: File, message: 'reading' | 'writing', preview?: P) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields(file))) form.append(name, value);
    form.append('file', file);
    setStep({ kind: 'busy', file, progress: 0, message, preview });
    return uploadWithProgress<A>(session, path(message === 'reading'), form, (progress) => setStep({ kind: 'busy', file, progress, message, preview }));
  };

  const choose = async (file: File) => {
    try {
      setStep({ kind: 'preview', file, preview: await send<P>(file, 'reading') });
    } catch (failure) {
      setStep({ kind: 'choose', error: failureMessage(failure) });
    }
  };
  const write = async () => {
    if (step.kind !== 'preview') return;
    const { file, preview } = step;
    try {
      const written = await send<R>(file, 'writing', preview);
      setStep({ kind: 'choose' });
      onWritten(written);
    } catch (failure) {
      const errors = refusedProblems<P['errors'][number]>(failure);
      setStep(errors ? { kind: 'preview', file, preview: { ...preview, errors } } : { kind: 'preview', file, preview, error: failureMessage(failure) });
    }
  };

  const preview = step.kind === 'choose' ? null : (step.preview ?? null);
  return {
    step,
    preview,
    busy: step.kind === 'busy',
    /** Reading the file, or writing it. */
    busyWith: step.kind === 'busy' ? step.message : null,
    choose: (file: File) => void choose(file),
    write: () => void write(),
    reset: () => setStep({ kind: 'choose' }),
  };
}
