import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** A database migrated once per test run, which createTestDatabase copies instead of migrating again. */
export type TemplateDatabase = { kind: 'postgres'; name: string } | { kind: 'embedded'; pgdata: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

// Global setup of the `db` test project. Creating and migrating a database costs about 4 s on
// PGlite (mostly initdb) and 0.3 s on PostgreSQL, and the project makes over a hundred: each
// now copies this one (a copy of the data directory, or CREATE DATABASE ... TEMPLATE). The
// migrations themselves are still run here and tested from empty by the migration tests.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-template-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir, role: 'server' });
    await db.close();
    project.provide('templateDatabase', { kind: 'embedded', pgdata: path.join(dataDir, 'pgdata') });
    return async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const scratch = await createScratchDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: scratch.url, dataDir });
  await db.close();
  project.provide('templateDatabase', { kind: 'postgres', name: new URL(scratch.url).pathname.slice(1) });
  return async () => {
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
