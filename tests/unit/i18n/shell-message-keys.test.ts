// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostShellEn } from '../../../host/i18n/en-shell';

const ROOT = resolve(__dirname, '../../..');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** The relative modules a file imports for their values (not types), statically or, with `dynamic`, lazily. */
function importsOf(file: string, dynamic: boolean): string[] {
  const source = readFileSync(file, 'utf8');
  const statics = [...source.matchAll(/^(import|export)\s(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)].map((match) => match[2]);
  const lazies = dynamic ? [...source.matchAll(/import\('(\.[^']+)'\)/g)].map((match) => match[1]) : [];
  return [...statics, ...lazies].flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** Every module the given ones pull in without a lazy import: what runs before any other chunk arrives. */
function staticClosure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file, false));
  }
  return seen;
}

function literalHostKeys(files: Iterable<string>): Array<{ file: string; key: string }> {
  return [...files].flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    if (!/useTranslation\((HOST_NAMESPACE|'host')\)/.test(source)) return [];
    return [...source.matchAll(/\bt\('([a-zA-Z][\w.]*)'/g)].map((match) => ({ file: relative(ROOT, file), key: match[1] }));
  });
}

function inShell(key: string): boolean {
  const lookup = (path: string) =>
    path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], hostShellEn);
  return [key, `${key}_one`, `${key}_other`].some((path) => lookup(path) !== undefined);
}

describe('the host shell’s English', () => {
  it('has every word the entry and the pages anyone may open say, since the rest comes with the signed-in app', () => {
    const entry = resolve(ROOT, 'host/main.tsx');
    const publicPages = importsOf(resolve(ROOT, 'host/routes/public-routes.tsx'), true);
    const keys = literalHostKeys(staticClosure([entry, ...publicPages]));
    expect(publicPages.length).toBeGreaterThan(8);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter(({ key }) => !inShell(key)).map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
