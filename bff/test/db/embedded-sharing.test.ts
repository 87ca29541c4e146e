import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { openEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { User } from '../../src/models/index.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

// The embedded database belongs to one process at a time; the others reach it through the
// owner's socket. These run only on the embedded default (CI runs the suite both ways).
// Each test starts and stops server processes: on a loaded 2-core machine that outlasts 30 s.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'embedded database shared between processes',
  { timeout: 120_000 },
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-shared-'));
    let server: ServerProcess | undefined;
    afterAll(async () => {
      await server?.stop('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const register = (url: string, username: string) =>
      fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'secret1' }),
      });
    const login = (url: string, username: string) =>
      fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'secret1' }),
      });

    it('lets a second process read and write while the server runs', async () => {
      server = await startServerProcess({ DATA_DIR: dataDir });
      expect((await register(server.url, 'first-parent')).status).toBe(201);

      const tool = await openDatabase({ dataDir, role: 'client' });
      try {
        expect(tool.kind).toBe('embedded');
        expect((await User.query(tool.knex).select('username')).map((u) => u.username)).toEqual(['first-parent']);
        // Both at once: the server keeps answering while the tool holds a transaction.
        await tool.knex.transaction(async (trx) => {
          await User.query(trx).insert({ username: 'made-by-tool', passwordHash: 'x' });
        });
        const [viaServer] = await Promise.all([
          register(server.url, 'second-parent'),
          User.query(tool.knex).resultSize(),
        ]);
        expect(viaServer.status).toBe(201);
      } finally {
        await tool.close();
      }
      // The server still works after the tool has gone.
      expect((await login(server.url, 'second-parent')).status).toBe(200);
    });

    it('keeps every account across a restart', async () => {
      await server!.stop('SIGTERM');
      expect(fs.existsSync(path.join(dataDir, 'embedded-postgres.lock'))).toBe(false);
      server = await startServerProcess({ DATA_DIR: dataDir });
      expect((await login(server.url, 'first-parent')).status).toBe(200);
      expect((await login(server.url, 'second-parent')).status).toBe(200);
    });

    it('recovers after the owner is killed, and a tool alone owns the database', async () => {
      await server!.stop('SIGKILL');
      server = undefined;
      const tool = await openDatabase({ dataDir, role: 'client' });
      try {
        expect(await User.query(tool.knex).resultSize()).toBe(3);
      } finally {
        await tool.close();
      }
      expect(fs.existsSync(path.join(dataDir, 'embedded-postgres.lock'))).toBe(false);
    });

    it('never lets a long-lived helper process (the worker) own it', async () => {
      await expect(openEmbeddedPostgres(dataDir, 'joiner', { waitMs: 300 })).rejects.toThrow(
        /No server is running on the embedded database .*: start it with npm start first/,
      );
      expect(fs.existsSync(path.join(dataDir, 'embedded-postgres.lock'))).toBe(false);
    });
  },
);
