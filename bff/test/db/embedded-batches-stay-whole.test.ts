import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedPostgres, type EmbeddedConnection } from '../../src/db/embedded-postgres.ts';

// Three `npm start` on one empty DATA_DIR: a sign-in once answered 500. Every process talks to the
// one PGlite session through the owner's socket, which ran their protocol messages in turn one
// message at a time: when a query's batch (Parse, Bind, Describe, Execute, Sync) arrived in two
// socket reads, another process's Parse came in between, and the Bind met the other statement
// ('invalid input syntax for type boolean', 'bind message supplies 1 parameters, but prepared
// statement requires 2') or, with matching parameter types, ran it with the wrong values. A large
// value makes the split happen on every query; before the fix about a third of them failed.
// Embedded only.

const opened: { owner: EmbeddedConnection; clients: pg.Client[]; dir: string }[] = [];
afterEach(async () => {
  for (const { owner, clients, dir } of opened.splice(0)) {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
    await owner.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function ownerWithClients(count: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-batches-'));
  const owner = await openEmbeddedPostgres(dir, 'server');
  const connect = async () => {
    const client = new pg.Client({ host: owner.socketDir, port: owner.port, user: 'postgres', database: 'postgres' });
    await client.connect();
    return client;
  };
  const clients = await Promise.all(Array.from({ length: count }, connect));
  opened.push({ owner, clients, dir });
  return { owner, clients, connect };
}

/** The raw protocol message `type` with `body` (its length prefixed). */
function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database shared on its socket', () => {
  it('runs each connection’s query whole, however its messages arrive', async () => {
    const { clients } = await ownerWithClients(3);
    const large = 'x'.repeat(300_000);
    const failures: string[] = [];
    const queries = [
      async (n: number) =>
        (await clients[0].query('select length($1::text) + $2::int as value', [large, n])).rows[0].value ===
        large.length + n,
      async (n: number) =>
        (await clients[1].query('select $1::text || $2::text as value', ['a', String(n)])).rows[0].value === `a${n}`,
      async (n: number) =>
        (await clients[2].query('select $1::int * 2 as value where $2::bool', [n, true])).rows[0]?.value === n * 2,
    ];
    await Promise.all(
      queries.map(async (query, index) => {
        for (let n = 0; n < 40; n++) {
          try {
            if (!(await query(n))) failures.push(`client ${index}, query ${n}: wrong answer`);
          } catch (error) {
            failures.push(`client ${index}, query ${n}: ${(error as Error).message.slice(0, 120)}`);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('serves the others when a connection leaves in the middle of a batch or a transaction', async () => {
    const { owner, clients, connect } = await ownerWithClients(1);
    const inTransaction = await connect();
    await inTransaction.query('create table notes (text text)');
    await inTransaction.query('begin');
    await inTransaction.query('insert into notes values ($1)', ['never committed']);
    inTransaction.end();

    // A connection that sends Parse and Bind, never Sync, and goes.
    const raw = net.createConnection(path.join(owner.socketDir, `.s.PGSQL.${owner.port}`));
    await new Promise((resolve) => raw.once('connect', resolve));
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(196608, 4);
    const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startupMessage = Buffer.concat([startup, params]);
    startupMessage.writeInt32BE(startupMessage.length, 0);
    raw.write(startupMessage);
    await new Promise((resolve) => raw.once('data', resolve));
    raw.write(message('P', Buffer.from('\0select 1\0\0\0')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    raw.destroy();

    const answer = await clients[0].query('select count(*)::int as count from notes where text = $1', [
      'never committed',
    ]);
    expect(answer.rows[0].count).toBe(0);
  }, 60_000);
});
