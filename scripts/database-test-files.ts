import fs from 'node:fs';
import path from 'node:path';

// Which test files use a database, so CI runs them on both databases and the others once. A file
// uses one when it, or a test helper it imports (any local file outside a src/ folder, followed
// through its own imports), names one of the functions that open a database or start a process
// that does. The `unit` project loads scripts/no-database-guard.mjs, so a file this misses fails
// there instead of silently testing no database.
const DATABASE_OPENERS =
  /\b(openDatabase|openEmbeddedPostgres|createTestDatabase|createScratchDatabase|startTestApp|startServerProcess|storyctl|storyctlProcess)\s*\(/;
const LOCAL_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function opensDatabase(file: string, seen: Set<string>): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  if (DATABASE_OPENERS.test(source)) return true;
  for (const [, specifier] of source.matchAll(LOCAL_IMPORT)) {
    const imported = path.resolve(path.dirname(file), specifier);
    const helper = imported.split(path.sep).includes('src') ? undefined : imported;
    if (helper && fs.existsSync(helper) && opensDatabase(helper, seen)) return true;
  }
  return false;
}

/** The test files (`*.test.ts(x)` under each workspace's src/ and test/), relative to `root`. */
function testFiles(root: string, workspaces: string[]): string[] {
  return workspaces.flatMap((workspace) =>
    ['src', 'test'].flatMap((folder) => {
      const dir = path.join(root, workspace, folder);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.test\.tsx?$/.test(name))
        .map((name) => path.join(workspace, folder, name));
    }),
  );
}

/** The test files that use a database, relative to `root`. */
export function databaseTestFiles(root: string, workspaces: string[]): string[] {
  return testFiles(root, workspaces)
    .filter((file) => opensDatabase(path.join(root, file), new Set()))
    .sort();
}

/**
 * The test files that replace a module or a global (vi.mock, vi.spyOn, vi.stubGlobal, …): they need
 * modules of their own, while the other files of a worker share theirs (vitest.config.ts).
 */
const MOCKS = /\bvi\.(?:mock|doMock|spyOn|stubGlobal|stubEnv)\s*\(/;
export function mockingTestFiles(root: string, workspaces: string[]): string[] {
  return testFiles(root, workspaces)
    .filter((file) => MOCKS.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
