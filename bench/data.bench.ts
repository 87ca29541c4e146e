import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { NEXT_CURSOR_HEADER } from '@dreamweaver/contracts';
import { openDatabase } from '../bff/src/db/database.ts';
import { startServerProcess } from '../bff/test/support/server-process.ts';
import { ADMIN_NAME, BENCH_PASSWORD, benchDatabaseUrl, seed, seededSize, sizeAt } from './data-seed.ts';
import { explainLists } from './data-explain.ts';

// `npm run bench:data [-- --scale 1 --duration 10 --connections 50 --fresh --seed-only]`
// Issue 30's million stories: PostgreSQL (DATABASE_URL's server, its own database
// dreamweaver_bench_data, seeded once and reused) with 100,000 users, 1,000,000 stories and
// 6,000,000 scenes at --scale 1; then, through the real bff over HTTP at 50 connections, p50 and
// p99 of the admin's lists, one user's stories, the gallery, a story and its progress poll (and each
// search again for one admin alone), and the plan of every list query (each must use an index). Without DATABASE_URL it says so and exits 0.
// Not a test: it prints figures and the goal (p99 ≤ 50 ms), and fails only on wrong answers.

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    fresh: { type: 'boolean', default: false },
    /** Seeds (when needed) and prints the query plans, without starting the bff. */
    'seed-only': { type: 'boolean', default: false },
  },
});
const SCALE = Number(values.scale);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const P99_GOAL_MS = 50;

interface Measured {
  what: string;
  p50: number;
  p99: number;
  rps: number;
}

/** Loads one URL for DURATION seconds after a short warm-up; any answer but 200 stops the bench. */
async function measure(what: string, url: string, cookie?: string, connections = CONNECTIONS): Promise<Measured> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const probe = await fetch(url, { headers });
  if (probe.status !== 200) throw new Error(`${what}: ${url} answered ${probe.status}: ${await probe.text()}`);
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0 || result.requests.total === 0)
    throw new Error(`${what}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  const row = { what, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.total / result.duration };
  console.log(
    `  ${what}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${Math.round(row.rps)} req/s — ${row.p99 <= P99_GOAL_MS ? 'met' : 'NOT met'}`,
  );
  return row;
}

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The cursor of the page after the first `pages` pages of `path` (a page deep in the list). */
async function cursorAfter(url: string, path: string, cookie: string, pages: number): Promise<string> {
  let cursor = '';
  for (let page = 0; page < pages; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await fetch(`${url}${path}${separator}limit=200${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { cookie },
    });
    cursor = response.headers.get(NEXT_CURSOR_HEADER) ?? '';
    if (!cursor) throw new Error(`${path} ended before page ${page + 1}`);
  }
  return cursor;
}

async function prepareDatabase(serverUrl: string): Promise<string> {
  const size = sizeAt(SCALE);
  let url = await benchDatabaseUrl(serverUrl, values.fresh!);
  let database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
  const seeded = await seededSize(database.knex);
  if (seeded && !isDeepStrictEqual(seeded, size)) {
    console.log(`the bench database holds another seed (${JSON.stringify(seeded)}); making it again`);
    await database.close();
    url = await benchDatabaseUrl(serverUrl, true);
    database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
  }
  try {
    if (isDeepStrictEqual(await seededSize(database.knex), size)) console.log('reusing the seeded bench database');
    else {
      console.log(`seeding ${JSON.stringify(size)}…`);
      await seed(database.knex, size, console.log);
    }
    await explainLists(database.knex, console.log);
  } finally {
    await database.close();
  }
  return url;
}

async function measureAll(url: string): Promise<Measured[]> {
  const admin = await signIn(url, ADMIN_NAME);
  const reader = await signIn(url, 'reader7');
  const me = (await (await fetch(`${url}/api/auth/me`, { headers: { cookie: reader } })).json()) as { id: number };
  const story = (
    (await (await fetch(`${url}/api/stories/user?limit=1`, { headers: { cookie: reader } })).json()) as {
      id: string;
    }[]
  )[0];
  const deepUsers = await cursorAfter(url, '/api/admin/users', admin, 5);
  const deepStories = await cursorAfter(url, '/api/admin/stories', admin, 5);
  const rows: Measured[] = [];
  const run = async (what: string, path: string, cookie?: string) => rows.push(await measure(what, url + path, cookie));
  await run('admin users, first page', '/api/admin/users', admin);
  await run('admin users, page 6 (cursor)', `/api/admin/users?cursor=${deepUsers}`, admin);
  await run('admin stories, first page', '/api/admin/stories', admin);
  await run('admin stories, page 6 (cursor)', `/api/admin/stories?cursor=${deepStories}`, admin);
  await run('admin stories, search "dragon" (1 in 12)', '/api/admin/stories?search=dragon', admin);
  await run(
    'admin stories, search "sleepy owl and the castle"',
    `/api/admin/stories?search=${encodeURIComponent('sleepy owl and the castle')}`,
    admin,
  );
  await run('admin stories, search "123456" (a few)', '/api/admin/stories?search=123456', admin);
  // The dashboard has one admin: what a search costs them, alone.
  for (const search of ['dragon', 'sleepy owl and the castle', '123456'])
    rows.push(
      await measure(
        `admin stories, search "${search}", one admin`,
        `${url}/api/admin/stories?search=${encodeURIComponent(search)}`,
        admin,
        1,
      ),
    );
  await run("admin: one user's stories", `/api/admin/users/${me.id}/stories`, admin);
  await run('My Stories', '/api/stories/user', reader);
  await run('gallery (20)', '/api/stories/recent?limit=20');
  await run('a story', `/api/stories/${story.id}`, reader);
  await run('its progress poll', `/api/stories/${story.id}/progress`, reader);
  return rows;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'bench:data needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test). Skipped.',
    );
    return;
  }
  console.log(
    `bench:data — scale ${SCALE}, ${CONNECTIONS} connections, ${DURATION} s per row, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const url = await prepareDatabase(serverUrl);
  if (values['seed-only']) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-bench-data-'));
  const bff = await startServerProcess(
    { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: '' },
    120_000,
  );
  try {
    const rows = await measureAll(bff.url);
    console.log(
      `\nload after: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`\n| what | p50 | p99 | req/s | p99 ≤ ${P99_GOAL_MS} ms |\n|---|---|---|---|---|`);
    for (const r of rows)
      console.log(
        `| ${r.what} | ${r.p50} ms | ${r.p99} ms | ${Math.round(r.rps)} | ${r.p99 <= P99_GOAL_MS ? 'met' : 'NOT met'} |`,
      );
  } finally {
    await bff.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
