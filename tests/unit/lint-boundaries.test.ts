// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const virtualResolver = fileURLToPath(new URL('../lint-fixtures/virtual-resolver.cjs', import.meta.url));

// The repository's own eslint.config.js, plus a resolver that lets a relative import name a file that
// does not exist yet (the rules are about folders, not about today's file list).
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { settings: { 'import/resolver': { [virtualResolver]: {} } } },
});

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages;
}

const BOUNDARIES = 'boundaries/dependencies';

// Linting loads the whole ESLint configuration; on a busy machine the first case takes longer than vitest's default.
describe('the layer rules of docs/architecture.md', { timeout: 30_000 }, () => {
  const violations: Array<[string, string, string, string]> = [
    ['a plugin importing host', 'plugins/risks/lint-probe.ts', "import { App } from '../../host/app';\nexport { App };", BOUNDARIES],
    ['a plugin importing another plugin', 'plugins/risks/lint-probe.ts', "import text from '../text/index';\nexport { text };", BOUNDARIES],
    ["a plugin importing another plugin's manifest", 'plugins/risks/lint-probe.ts', "import m from '../text/manifest';\nexport { m };", BOUNDARIES],
    ['a plugin importing core directly', 'plugins/risks/lint-probe.ts', "import { x } from '../../core/domain/permissions';\nexport { x };", BOUNDARIES],
    ['a plugin importing a file deeper than the SDK entries', 'plugins/risks/lint-probe.ts', "import { useTranslate } from '../../sdk/i18n/use-translate';\nexport { useTranslate };", BOUNDARIES],
    ['a plugin importing a diagram file behind sdk/diagram/index.ts', 'plugins/bpmn/lint-probe.ts', "import { importVisio } from '../../sdk/diagram/import/import-visio';\nexport { importVisio };", BOUNDARIES],
    ["a plugin importing the SDK's test support outside its tests", 'plugins/risks/lint-probe.ts', "import { m } from '../../sdk/test-support/module-fixture';\nexport { m };", BOUNDARIES],
    ['a plugin test importing a deep SDK file that is not test support', 'plugins/risks/lint-probe.test.ts', "import { x } from '../../sdk/list/list-views';\nexport { x };", BOUNDARIES],
    ['a plugin manifest importing the React half of the SDK', 'plugins/risks/manifest.ts', "import { definePlugin } from '../../sdk/plugin';\nexport { definePlugin };", BOUNDARIES],
    ['core importing sdk', 'core/services/lint-probe.ts', "import { definePlugin } from '../../sdk/plugin';\nexport { definePlugin };", BOUNDARIES],
    ['core importing host', 'core/services/lint-probe.ts', "import { App } from '../../host/app';\nexport { App };", BOUNDARIES],
    ['core/domain importing a core service', 'core/domain/lint-probe.ts', "import { x } from '../services/session';\nexport { x };", BOUNDARIES],
    ['core/domain importing react', 'core/domain/lint-probe.ts', "import { useState } from 'react';\nexport { useState };", 'no-restricted-imports'],
    ['core/domain importing @mui/material', 'core/domain/lint-probe.ts', "import { Button } from '@mui/material';\nexport { Button };", 'no-restricted-imports'],
    ['core/domain importing a Node module', 'core/domain/lint-probe.ts', "import { readFile } from 'node:fs/promises';\nexport { readFile };", 'no-restricted-imports'],
    ['core/domain using the DOM', 'core/domain/lint-probe.ts', 'export const width = (): number => window.innerWidth;', 'no-restricted-globals'],
    ['sdk importing host', 'sdk/lint-probe.ts', "export { App } from '../host/app';", BOUNDARIES],
    ["server importing a plugin's non-manifest file", 'server/lint-probe.ts', "import risks from '../plugins/risks/index';\nexport { risks };", BOUNDARIES],
    ['server importing the React half of the SDK', 'server/lint-probe.ts', "import { definePlugin } from '../sdk/plugin';\nexport { definePlugin };", BOUNDARIES],
    ['server importing a core service', 'server/lint-probe.ts', "import { x } from '../core/services/session';\nexport { x };", BOUNDARIES],
    ['host importing a plugin outside host/registry', 'host/pages/lint-probe.ts', "import risks from '../../plugins/risks/index';\nexport { risks };", BOUNDARIES],
    ['host lazily importing a plugin outside host/registry', 'host/pages/lint-probe.ts', "export const load = () => import('../../plugins/risks/index');", BOUNDARIES],
    ['host importing server', 'host/pages/lint-probe.ts', "import type { X } from '../../server/app';\nexport type Y = X;", BOUNDARIES],
  ];

  it.each(violations)('reports %s as an error', async (_name, filePath, code, ruleId) => {
    const messages = await lint(filePath, code);
    const hit = messages.find((message) => message.ruleId === ruleId);
    expect(hit, JSON.stringify(messages, null, 2)).toBeDefined();
    // Severity 2 makes `npm run lint` exit non-zero.
    expect(hit?.severity).toBe(2);
  });

  const legal: Array<[string, string, string]> = [
    ['a plugin importing sdk', 'plugins/risks/lint-probe.ts', "import { definePlugin } from '../../sdk/plugin';\nexport { definePlugin };"],
    ['a plugin importing the SDK entries', 'plugins/risks/lint-probe.ts', "import { a } from '../../sdk';\nimport { b } from '../../sdk/index';\nimport { c } from '../../sdk/diagram';\nexport { a, b, c };"],
    ["a plugin test importing the SDK's test support", 'plugins/bpmn/visio/lint-probe.test.ts', "import { a } from '../../../sdk/test-support/family-kind-tests';\nimport { b } from '../../../sdk/diagram/import/test-support/vsdx-builder';\nexport { a, b };"],
    ['a plugin importing its own folder', 'plugins/risks/lint-probe.ts', "import manifest from './manifest';\nexport { manifest };"],
    ['a plugin manifest importing sdk/manifest.ts', 'plugins/risks/manifest.ts', "import { defineManifest } from '../../sdk/manifest';\nexport { defineManifest };"],
    ['core importing core/domain', 'core/services/lint-probe.ts', "import { x } from '../domain/permissions';\nexport { x };"],
    ['sdk importing core', 'sdk/lint-probe.ts', "import { x } from '../core/services/session';\nexport { x };"],
    ['host importing sdk and core', 'host/pages/lint-probe.ts', "import { a } from '../../sdk/plugin';\nimport { b } from '../../core/services/session';\nexport { a, b };"],
    ['host/registry importing a plugin', 'host/registry/lint-probe.ts', "export const load = () => import('../../plugins/risks/index');"],
    ['host importing host/registry', 'host/pages/lint-probe.ts', "import { plugins } from '../registry/plugins';\nexport { plugins };"],
    ['server importing core/domain, sdk/manifest.ts and a plugin manifest', 'server/lint-probe.ts', "import { a } from '../core/domain/permissions';\nimport type { PluginManifest } from '../sdk/manifest';\nimport risks from '../plugins/risks/manifest';\nexport type M = PluginManifest;\nexport { a, risks };"],
    ['tests importing anything', 'tests/unit/lint-probe.ts', "import { App } from '../../host/app';\nimport risks from '../../plugins/risks/index';\nexport { App, risks };"],
  ];

  it.each(legal)('accepts %s', async (_name, filePath, code) => {
    const messages = await lint(filePath, code);
    expect(messages.filter((m) => m.ruleId === BOUNDARIES || m.ruleId === 'no-restricted-imports')).toEqual([]);
  });
});
