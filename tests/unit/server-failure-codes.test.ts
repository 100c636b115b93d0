// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIELD_FAILURE_CODES } from '../../core/domain/field-failures';
import { SERVER_FAILURE_CODES } from '../../core/domain/server-failures';
import { coreEn } from '../../core/i18n/en';

const serverRoot = fileURLToPath(new URL('../../server', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The `error` of an answer that says only its status; such an answer must carry a `code` as well. */
const STATUS_WORDS = ['bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'unprocessable_entity'];

const hasMessage = (messages: Record<string, unknown>, code: string) => code in messages || `${code}_other` in messages;

describe('every refusal of the server carries a code the client translates', () => {
  it('builds no status-only ApiError without a code (the throw helpers of server/errors.ts and FieldError require one)', () => {
    const uncoded: string[] = [];
    for (const file of sourceFiles(serverRoot)) {
      if (file.endsWith(join('server', 'errors.ts'))) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:new ApiError|super)\((\s*\d{3}\s*,[^;]*?)\)[;,\n]/gs)) {
        const [, errorWord] = /^\s*[^,]+,\s*([^,]+),/.exec(match[1]) ?? [];
        const statusOnly = errorWord === undefined || STATUS_WORDS.some((word) => errorWord.includes(`'${word}'`)) || errorWord.includes('STATUS_CODES');
        if (statusOnly && !/\bcode\b\s*:/.test(match[1])) uncoded.push(`${relative(serverRoot, file)}: ${match[0].slice(0, 80)}`);
      }
    }
    expect(uncoded).toEqual([]);
  });

  it('has an English message for every code, which the other languages translate', () => {
    expect(SERVER_FAILURE_CODES.filter((code) => !hasMessage(coreEn.serverErrors, code))).toEqual([]);
    expect(FIELD_FAILURE_CODES.filter((code) => !hasMessage(coreEn.fieldErrors, code))).toEqual([]);
  });
});
