/**
 * Every English message of the host's `host` namespace: the shell's and the signed-in app's, merged. For the
 * translation checks and tests; the app itself loads the two parts apart (see `en-shell.ts`).
 */
import { hostAppEn } from './en-app';
import { hostShellEn } from './en-shell';

export { HOST_NAMESPACE } from './en-shell';

type Messages = { readonly [key: string]: unknown };

function mergeMessages(base: Messages, extra: Messages): Messages {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] = isMessages(existing) && isMessages(value) ? mergeMessages(existing, value) : value;
  }
  return merged;
}

const isMessages = (value: unknown): value is Messages => typeof value === 'object' && value !== null;

export const hostEn = mergeMessages(hostShellEn, hostAppEn) as typeof hostShellEn & typeof hostAppEn;
