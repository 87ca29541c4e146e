import { defineConfig } from 'vitest/config';
import { FRONTENDS } from './contracts/src/frontends.ts';

const WORKSPACES = ['contracts', 'web-kit', 'bff', 'cli', ...FRONTENDS.map((frontend) => frontend.folder)];

// One runner for the whole repo: unit and HTTP-API tests per workspace, and the browser tests.
export default defineConfig({
  test: {
    // In CI the ten slowest files are printed first; the runner's own summary stays the last line.
    reporters: process.env.CI ? ['./scripts/slowest-test-files-reporter.ts', 'default'] : ['default'],
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`{${WORKSPACES.join(',')}}/{src,test}/**/*.test.{ts,tsx}`],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          // A real browser against a real server on a 2-core CI machine: one retry absorbs a
          // scheduling hiccup; a test that fails twice still fails the run.
          retry: process.env.CI ? 1 : 0,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
