import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * A test app, and a second connection to its database: what another bff host, a worker process or
 * storyctl writes with, whose writes this app's caches do not see. Started before the file's tests
 * and closed after them.
 */
export function useAppWithOtherHost(): { readonly app: TestApp; readonly otherHost: Database } {
  let app: TestApp | undefined;
  let otherHost: Database | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    otherHost = await openDatabase({
      databaseUrl: app.db.databaseUrl,
      dataDir: app.db.dataDir,
      role: 'client',
      migrate: false,
    });
  });
  afterAll(async () => {
    await otherHost?.close();
    await app?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the test app is not started yet (use it inside a test or hook)');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get otherHost() {
      return started(otherHost);
    },
  };
}
