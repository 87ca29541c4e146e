import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { createScratchDatabase } from './scratch-database.ts';
import type { TemplateDatabase } from './template-database.ts';

export interface TestDatabase extends Database {
  /** DATA_DIR of this test database (a fresh temp dir; also where media and the outbox go). */
  dataDir: string;
  /** The DATABASE_URL of this test's own database when running on a real server. */
  databaseUrl?: string;
}

/**
 * A fresh, migrated database for one test file: a new database on the server of DATABASE_URL
 * when it is set (so test files never see each other's rows), otherwise embedded PGlite in a
 * temp DATA_DIR. `close()` drops it again. A migrated one is a copy of the run's template
 * database (template-database.ts) when there is one; openDatabase still checks its migrations.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const template: TemplateDatabase | undefined = migrate ? inject('templateDatabase') : undefined;
  if (!serverUrl) {
    if (template?.kind === 'embedded') fs.cpSync(template.pgdata, path.join(dataDir, 'pgdata'), { recursive: true });
    const db = await openDatabase({ dataDir, role: 'server', migrate });
    return {
      ...db,
      dataDir,
      close: async () => {
        await db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(serverUrl, template?.kind === 'postgres' ? template.name : undefined);
  const db = await openDatabase({ databaseUrl: scratch.url, dataDir, migrate });
  return {
    ...db,
    dataDir,
    databaseUrl: scratch.url,
    close: async () => {
      await db.close();
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
