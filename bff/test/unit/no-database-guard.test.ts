import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from '../../../scripts/database-test-files.ts';

// CI runs the `unit` project once and the `db` project on both databases (vitest.config.ts).
const REFUSED = /uses a database but runs in the `unit` test project/;

describe('the unit test project', () => {
  it('refuses any PostgreSQL connection and the embedded database socket', () => {
    const socket = path.join('/tmp', 'nowhere', '.s.PGSQL.5432');
    expect(() => net.createConnection({ host: '127.0.0.1', port: 5432 })).toThrow(REFUSED);
    expect(() => new net.Socket().connect(5432, '127.0.0.1')).toThrow(REFUSED);
    expect(() => net.createConnection(socket)).toThrow(REFUSED);
    expect(() => net.createServer().listen(socket)).toThrow(REFUSED);
  });

  it('leaves out every test file that opens a database, itself or through a test helper', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = databaseTestFiles(root, ['bff', 'cli', 'contracts']);
    expect(files).toEqual(
      expect.arrayContaining([
        'bff/test/db/migrations.test.ts', // createTestDatabase
        'bff/test/admin/admin-access.test.ts', // startTestApp through admin-fixtures.ts
        'bff/test/scale/two-hosts.test.ts', // createScratchDatabase and app-with-other-host.ts
        'cli/test/storyctl.test.ts', // storyctl, a process that opens one
      ]),
    );
    expect(files).not.toContain('bff/test/unit/settings.test.ts');
    expect(files).not.toContain('contracts/src/price.test.ts');
  });
});
