import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { FRONTENDS } from './contracts/src/frontends.ts';
import { databaseTestFiles, mockingTestFiles } from './scripts/database-test-files.ts';

const WORKSPACES = ['contracts', 'storyteller', 'web-kit', 'bff', 'cli', ...FRONTENDS.map((frontend) => frontend.folder)];
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const DATABASE_TEST_FILES = databaseTestFiles(ROOT, WORKSPACES);
const MOCKING_TEST_FILES = mockingTestFiles(ROOT, WORKSPACES);
const NO_DATABASE_GUARD = path.join(ROOT, 'scripts/no-database-guard.mjs');
// vitest's default keeps a core for itself (cores - 1: one worker on the 2-core CI machine). The
// unit and db files spend much of their time waiting on the processes, sockets and databases they
// start, so one worker per core keeps both cores busy (docs/testing.md); TEST_WORKERS=1 goes back to
// one. The browser files run one at a time (in CI beside these, .ci/run).
const WORKERS = Number(process.env.TEST_WORKERS) || os.availableParallelism();

// A worker's test files share its modules (isolate: false): each file imported the bff, PGlite and the
// SDKs anew, 30-40 % of the unit and db projects' CPU (docs/testing.md). A file that replaces a module or
// a global (vi.mock, vi.spyOn, …) gets modules of its own, in the `-isolated` twin of its project.
// Any database these files (or node processes they start) open fails the test.
const unitTest = {
  setupFiles: [NO_DATABASE_GUARD],
  env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${NO_DATABASE_GUARD}`.trim() },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const dbTest = { globalSetup: ['bff/test/support/template-database.ts'], testTimeout: 30_000, hookTimeout: 60_000 };
const UNIT_FILES = [`{${WORKSPACES.join(',')}}/{src,test}/**/*.test.{ts,tsx}`];
const notDatabase = (files: string[]) => files.filter((file) => !DATABASE_TEST_FILES.includes(file));

// One runner for the whole repo: `unit` (tests that use no database; CI runs them once), `db`
// (unit and HTTP-API tests that use one: CI runs them on PGlite and on PostgreSQL), each with its
// `-isolated` twin, and `browser`.
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
          maxWorkers: WORKERS,
          isolate: false,
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...DATABASE_TEST_FILES, ...MOCKING_TEST_FILES],
          ...unitTest,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          maxWorkers: WORKERS,
          include: notDatabase(MOCKING_TEST_FILES),
          ...unitTest,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          maxWorkers: WORKERS,
          isolate: false,
          include: DATABASE_TEST_FILES.filter((file) => !MOCKING_TEST_FILES.includes(file)),
          ...dbTest,
        },
      },
      {
        extends: true,
        test: {
          name: 'db-isolated',
          maxWorkers: WORKERS,
          include: DATABASE_TEST_FILES.filter((file) => MOCKING_TEST_FILES.includes(file)),
          ...dbTest,
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
