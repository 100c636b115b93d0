import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const UNIT_FOLDERS = ['core', 'sdk', 'plugins', 'host', 'tests/unit'];

const unitTests: { environment: 'jsdom'; setupFiles: string[]; server: { deps: { inline: string[] } } } = {
  environment: 'jsdom',
  setupFiles: ['tests/unit/setup.ts'],
  // Its package has no exports map, so without inlining vitest loads a second copy of @joint/core.
  server: { deps: { inline: ['@joint/layout-directed-graph'] } },
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...unitTests,
          name: 'unit',
          // Logic tests share one module graph per worker: a fresh one per file cost five times their run time.
          include: UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: ['**/*.isolated.test.ts', '**/node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...unitTests,
          // Component tests, and tests that replace a module (`*.isolated.test.ts`), each get their own.
          name: 'unit-isolated',
          include: UNIT_FOLDERS.flatMap((folder) => [`${folder}/**/*.test.tsx`, `${folder}/**/*.isolated.test.ts`]),
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Files share one module graph per worker: importing the server afresh for each file cost seconds a file.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
