// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostEn } from '../../../host/i18n/en';

/** The host's files that translate in the host namespace and name message keys literally, `t('a.b')`. */
function literalHostKeys(): Array<{ file: string; key: string }> {
  const files = execFileSync('git', ['ls-files', 'host/*.ts', 'host/*.tsx'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !/\.test\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    if (!source.includes("useTranslation('host')")) return [];
    return [...source.matchAll(/\bt\('([a-zA-Z][\w.]*)'/g)].map((match) => ({ file, key: match[1] }));
  });
}

function hasMessage(key: string): boolean {
  const lookup = (path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], hostEn);
  return [key, `${key}_one`, `${key}_other`].some((path) => lookup(path) !== undefined);
}

describe('the host’s message keys', () => {
  it('every key a host component names literally has an English message', () => {
    const keys = literalHostKeys();
    expect(keys.length).toBeGreaterThan(1000);
    expect(keys.filter(({ key }) => !hasMessage(key)).map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
