// @vitest-environment node
/**
 * The SDK's public surface, as committed in sdk/public-api.json: the names each entry file exports,
 * values (what a plugin can call or render) and types. Plugins depend on these names, so a change to
 * them must be deliberate: this test fails until the list is rewritten with
 *   UPDATE_SDK_PUBLIC_API=1 npx vitest run --project unit tests/unit/sdk-public-api.test.ts
 * and the rewritten list is committed with the change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk';
import * as diagram from '../../sdk/diagram';
import * as manifest from '../../sdk/manifest';
import * as plugin from '../../sdk/plugin';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const LIST_PATH = `${repoRoot}sdk/public-api.json`;
const UPDATE_HINT =
  'The SDK entries export other names than sdk/public-api.json lists. If the change is meant, rewrite the list with ' +
  '`UPDATE_SDK_PUBLIC_API=1 npx vitest run --project unit tests/unit/sdk-public-api.test.ts` and commit it.';

const ENTRIES: Record<string, object> = {
  'sdk/index.ts': sdk,
  'sdk/plugin.ts': plugin,
  'sdk/manifest.ts': manifest,
  'sdk/diagram/index.ts': diagram,
};

interface EntryExports {
  values: string[];
  types: string[];
}

/** Every name each entry exports, by the compiler (values and types alike). */
function exportedNames(entryPaths: string[]): Map<string, string[]> {
  const program = ts.createProgram(
    entryPaths.map((path) => repoRoot + path),
    {
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  return new Map(
    entryPaths.map((path) => {
      const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(repoRoot + path)!)!;
      return [path, checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name)];
    }),
  );
}

function actualPublicApi(): Record<string, EntryExports> {
  const allNames = exportedNames(Object.keys(ENTRIES));
  return Object.fromEntries(
    Object.entries(ENTRIES).map(([path, module]) => {
      const values = Object.keys(module).sort();
      const types = allNames.get(path)!.filter((name) => !values.includes(name)).sort();
      return [path, { values, types }];
    }),
  );
}

describe('the SDK public surface', () => {
  it('is the list committed in sdk/public-api.json', () => {
    const actual = actualPublicApi();
    if (process.env.UPDATE_SDK_PUBLIC_API === '1') writeFileSync(LIST_PATH, `${JSON.stringify(actual, null, 2)}\n`);
    const committed = JSON.parse(readFileSync(LIST_PATH, 'utf8')) as Record<string, EntryExports>;
    expect(actual, UPDATE_HINT).toEqual(committed);
  }, 60_000);
});
