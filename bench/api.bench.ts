import { spawn, type ChildProcess } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../bff/src/db/database.ts';
import { newRandomId } from '../bff/src/services/random-id.ts';
import { createScratchDatabase, type ScratchDatabase } from '../bff/test/support/scratch-database.ts';
import { freePort } from '../bff/test/support/server-process.ts';

// `npm run bench:api [-- --db embedded|postgres|both --duration 10 --rounds 2 --profile]`
// Issue 15's API rows: the bff (`bff/src/main.ts` as `npm start` runs it, default LOG_LEVEL=info
// written to a file) under 50 connections of autocannon, against a bare Koa + @koa/router + pg
// server (bench/bare-reference-server.ts) on the same database in the same run. PostgreSQL is
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a scratch database is made on
// it and dropped), skipped with a note when it does not answer. Not a test: it prints figures
// and the goals, and fails only when a server answers wrongly.

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string', default: 'story,me,recent' },
    profile: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'info' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const ONLY = new Set(values.only!.split(','));
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '..');
/** Issue 15's "now" for `GET /api/stories/recent`; the goal is five times it. */
const RECENT_NOW = { embedded: 118, postgres: 395 } as const;

type Kind = 'embedded' | 'postgres';

interface Child {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

function startChild(
  name: string,
  args: string[],
  env: Record<string, string>,
  logFile: string,
): { process: ChildProcess; exited: () => string | undefined } {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let exit: string | undefined;
  child.on('exit', (code, signal) => (exit = `${name} stopped: exit code ${code}, signal ${signal} (log: ${logFile})`));
  return { process: child, exited: () => exit };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function startBff(
  kind: Kind,
  dataDir: string,
  databaseUrl: string | undefined,
  profileDir?: string,
): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    '--import',
    'tsx',
    'bff/src/main.ts',
  ];
  const { process: child, exited } = startChild(
    `the bff (${kind})`,
    args,
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: values['log-level']!,
      SAMPLE_STORIES: 'off',
      // The API alone: the offline engine's practice narrations at start-up (several seconds of
      // CPU, some of it in this process) would run into the first measurements.
      SPEECH_WARM_UP: 'off',
      SCRYPT_LOG_N: '12',
      OPENAI_API_KEY: '',
      NODE_ENV: '',
    },
    path.join(dataDir, 'bff.log'),
  );
  for (let i = 0; ; i++) {
    const stopped = exited();
    if (stopped) throw new Error(stopped);
    if ((await fetch(`${url}/api/auth/me`).catch(() => undefined))?.status === 200) break;
    if (i > 1200) throw new Error('the bff did not answer within two minutes');
    await sleep(100);
  }
  return { url, process: child, stop: () => stopChild(child) };
}

async function startBare(kind: Kind, dataDir: string, databaseUrl: string | undefined): Promise<Child> {
  // The bff's own pool on each database (knexfile.ts): one connection to PGlite's one session, ten to a server.
  const target =
    databaseUrl ??
    (JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-postgres.lock'), 'utf8')) as { socketDir: string })
      .socketDir;
  const logFile = path.join(dataDir, 'bare.log');
  const { process: child, exited } = startChild(
    `the bare server (${kind})`,
    ['--import', 'tsx', 'bench/bare-reference-server.ts'],
    { BARE_PG: target, BARE_POOL: kind === 'embedded' ? '1' : '10' },
    logFile,
  );
  for (let i = 0; ; i++) {
    const stopped = exited();
    if (stopped) throw new Error(stopped);
    const match = /\{"port":(\d+)\}/.exec(fs.readFileSync(logFile, 'utf8'));
    if (match) return { url: `http://127.0.0.1:${match[1]}`, process: child, stop: () => stopChild(child) };
    if (i > 600) throw new Error('the bare server did not start within a minute');
    await sleep(100);
  }
}

/** A completed, unpaid story of five scenes (the paywall locks four) and 30 shared stories for the gallery. */
async function seed(kind: Kind, dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir, role: kind === 'embedded' ? 'server' : 'client' });
  const db = database.knex;
  const storyId = newRandomId();
  const text = (n: number) =>
    `Scene ${n}. Lotte and her fox Fridolin followed the silver path past the sleeping mill, where the moon ` +
    'hung low over the meadow and the crickets sang a slow song. She counted the stars until her eyes grew heavy.';
  const story = (id: string, index: number, shared: boolean) => ({
    id,
    title: `The Moon over the Mill ${index}`,
    summary: 'Lotte and her fox follow a silver path through the night to bring the moon back home.',
    language: 'en',
    audience: 'child',
    storyType: 'classic',
    details: JSON.stringify({
      audience: 'child',
      storyType: 'classic',
      language: 'en',
      recipientDetails: { name: 'Lotte', age: 5 },
    }),
    generationStatus: 'completed',
    progress: 100,
    currentStep: 5,
    isPaid: false,
    createdAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000),
    galleryId: shared ? newRandomId() : null,
    sharedAt: shared ? new Date() : null,
  });
  const scenes = (id: string) =>
    Array.from({ length: 5 }, (_, i) => ({
      storyId: id,
      sceneNumber: i + 1,
      text: text(i + 1),
      imageKey: `stories/${id}/scene-${i + 1}-${newRandomId()}.svg`,
      audioKey: `stories/${id}/scene-${i + 1}-${newRandomId()}.mp3`,
    }));
  await db('stories').insert(story(storyId, 0, false));
  await db('scenes').insert(scenes(storyId));
  for (let i = 1; i <= 30; i++) {
    const id = newRandomId();
    await db('stories').insert(story(id, i, true));
    await db('scenes').insert(scenes(id));
  }
  await database.close();
  return storyId;
}

interface Load {
  rps: number;
  p99: number;
  total: number;
  /** CPU time of the server processes per answer (µs): steadier than req/s on a shared machine. */
  cpuUs: number;
  timeouts: number;
}

/** User + system CPU time of a process so far, in µs (Linux /proc; 0 elsewhere). */
function cpuTimeUs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
  } catch {
    return 0;
  }
}

/**
 * Loads `url` for `duration` seconds; `pids` are the processes whose CPU time counts for it (on the
 * embedded database PGlite runs inside the bff, so the bare server's queries cost the bff process too).
 */
async function load(
  url: string,
  headers: Record<string, string>,
  expectStatus: number,
  pids: number[],
  duration = DURATION,
): Promise<Load> {
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuTimeUs(pid), 0);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const cpu = pids.reduce((sum, pid) => sum + cpuTimeUs(pid), 0) - cpuBefore;
  const total = result.requests.total;
  const unexpected = expectStatus === 200 ? result.non2xx : total - result.non2xx;
  // Timeouts (10 s without an answer) are a figure of their own; any other error or a wrong status stops the bench.
  if (result.errors > result.timeouts || unexpected > 0 || total === 0) {
    throw new Error(
      `${url}: ${total} answers, ${result.errors} errors (${result.timeouts} timeouts), ${unexpected} not ${expectStatus}`,
    );
  }
  return {
    rps: total / result.duration,
    p99: result.latency.p99,
    total,
    cpuUs: cpu / total,
    timeouts: result.timeouts,
  };
}

/** `rounds` alternating runs of each side (a b, b a, ...) after a short warm-up of both. */
async function pair(a: () => Promise<Load>, b: () => Promise<Load>): Promise<[Load, Load]> {
  const sums: [Load[], Load[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) sums[side].push(await (side === 0 ? a : b)());
  }
  const mean = (loads: Load[]): Load => ({
    rps: loads.reduce((s, l) => s + l.rps, 0) / loads.length,
    p99: Math.max(...loads.map((l) => l.p99)),
    total: loads.reduce((s, l) => s + l.total, 0),
    cpuUs: loads.reduce((s, l) => s + l.cpuUs, 0) / loads.length,
    timeouts: loads.reduce((s, l) => s + l.timeouts, 0),
  });
  return [mean(sums[0]), mean(sums[1])];
}

const rows: string[] = [];
const fmt = (load: Load) =>
  `${Math.round(load.rps).toLocaleString('en')} req/s, p99 ${load.p99} ms, ${Math.round(load.cpuUs)} µs CPU${load.timeouts ? `, ${load.timeouts} timeouts` : ''}`;
/** Each row is printed as soon as it is measured, and all of them again at the end. */
function report(row: string) {
  rows.push(row);
  console.log(row);
}
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

async function register(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench${Date.now()}`, password: 'a long bench password 42' }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.some((c) => c.startsWith('dw.sid='))) throw new Error('register set no session cookie');
  return cookies.join('; ');
}

async function benchOne(kind: Kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-bench-api-'));
  let scratch: ScratchDatabase | undefined;
  const children: Child[] = [];
  try {
    if (kind === 'postgres') scratch = await createScratchDatabase(POSTGRES_URL);
    const storyId = await seed(kind, dataDir, scratch?.url);
    const profileDir = values.profile ? path.join(root, 'test-results', 'cpu-prof', kind) : undefined;
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
    const bff = await startBff(kind, dataDir, scratch?.url, profileDir);
    children.push(bff);
    const bffPid = bff.process.pid!;
    const cookie = await register(bff.url);
    const storyPath = `/api/stories/${storyId}`;

    // Both servers must give the same answer before their speed means anything.
    const fromBff = await fetch(bff.url + storyPath);
    if (fromBff.status !== 200) throw new Error(`the bff answered ${fromBff.status} for the story`);
    const bffJson = await fromBff.json();

    if (ONLY.has('story')) {
      const bare = await startBare(kind, dataDir, scratch?.url);
      children.push(bare);
      const barePids = kind === 'embedded' ? [bare.process.pid!, bffPid] : [bare.process.pid!];
      const bareJson = await (await fetch(bare.url + storyPath)).json();
      if (!isDeepStrictEqual(bffJson, bareJson))
        throw new Error(`the bare server's story differs:\n${JSON.stringify(bffJson)}\n${JSON.stringify(bareJson)}`);
      await load(bff.url + storyPath, {}, 200, [bffPid], 2);
      await load(bare.url + storyPath, {}, 200, barePids, 2);
      const [b, r] = await pair(
        () => load(bff.url + storyPath, {}, 200, [bffPid]),
        () => load(bare.url + storyPath, {}, 200, barePids),
      );
      const ratio = b.rps / r.rps;
      report(
        `| ${kind} | \`GET /api/stories/:id\` bff ÷ bare | ${fmt(b)} ÷ ${fmt(r)} = **${ratio.toFixed(2)}** | ≥ 0.6, then 0.8 | ${verdict(ratio >= 0.6)}${ratio >= 0.8 ? ' (0.8 too)' : ''} |`,
      );
      await bare.stop();
    }
    if (ONLY.has('me')) {
      if ((await fetch(`${bff.url}/api/auth/me`, { headers: { cookie } })).status !== 200)
        throw new Error('signed in, /api/auth/me did not answer 200');
      await load(`${bff.url}/api/auth/me`, { cookie }, 200, [bffPid], 2);
      await load(`${bff.url}/api/auth/me`, {}, 200, [bffPid], 2);
      const [signedIn, signedOut] = await pair(
        () => load(`${bff.url}/api/auth/me`, { cookie }, 200, [bffPid]),
        () => load(`${bff.url}/api/auth/me`, {}, 200, [bffPid]),
      );
      const ratio = signedIn.rps / signedOut.rps;
      report(
        `| ${kind} | \`GET /api/auth/me\` signed in ÷ signed out | ${fmt(signedIn)} ÷ ${fmt(signedOut)} = **${ratio.toFixed(2)}** | ≥ 0.5 | ${verdict(ratio >= 0.5)} |`,
      );
    }
    if (ONLY.has('recent')) {
      const recent = (await (await fetch(`${bff.url}/api/stories/recent`)).json()) as unknown[];
      if (recent.length !== 20) throw new Error(`the gallery listed ${recent.length} stories, not 20`);
      await load(`${bff.url}/api/stories/recent`, {}, 200, [bffPid], 2);
      const loads: Load[] = [];
      for (let round = 0; round < ROUNDS; round++)
        loads.push(await load(`${bff.url}/api/stories/recent`, {}, 200, [bffPid]));
      const r: Load = {
        rps: loads.reduce((s, l) => s + l.rps, 0) / loads.length,
        p99: Math.max(...loads.map((l) => l.p99)),
        total: 0,
        cpuUs: loads.reduce((s, l) => s + l.cpuUs, 0) / loads.length,
        timeouts: loads.reduce((s, l) => s + l.timeouts, 0),
      };
      const goal = 5 * RECENT_NOW[kind];
      report(
        `| ${kind} | \`GET /api/stories/recent\` (20 stories) | ${fmt(r)} | ≥ ${goal.toLocaleString('en')} req/s (5 × ${RECENT_NOW[kind]}) | ${verdict(r.rps >= goal)} |`,
      );
    }
    await bff.stop();
    if (profileDir) printProfile(profileDir);
  } finally {
    for (const child of children) await child.stop();
    await scratch?.drop().catch((error) => console.error(`could not drop ${scratch!.url}: ${error.message}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The top self-time frames of the bff's CPU profile (whole run), to see where the time goes. */
function printProfile(dir: string) {
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return console.log(`no CPU profile in ${dir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  for (const id of profile.samples) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(`file://${root}/`, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const total = profile.samples.length;
  console.log(`\nCPU profile ${path.join(dir, file)} — top self time:`);
  for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
  // Self time by package (node_modules) or source file, so a library's many small frames add up.
  const byPackage = new Map<string, number>();
  for (const [key, count] of self) {
    const where = key.slice(key.indexOf(' ') + 1).replace(/:\d+$/, '');
    const name = where.startsWith('bff/')
      ? where
      : where.startsWith('node:')
        ? where.split('/').slice(0, 2).join('/')
        : where
            .split('/')
            .slice(0, where.startsWith('@') ? 2 : 1)
            .join('/');
    byPackage.set(name || '(native)', (byPackage.get(name || '(native)') ?? 0) + count);
  }
  console.log('— by package or file:');
  for (const [name, count] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
}

async function postgresAnswers(): Promise<boolean> {
  try {
    const scratch = await createScratchDatabase(POSTGRES_URL);
    await scratch.drop();
    return true;
  } catch {
    return false;
  }
}

const kinds: Kind[] = values.db === 'both' ? ['embedded', 'postgres'] : [values.db as Kind];
console.log(
  `bench:api — ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION} s per side, bff LOG_LEVEL=${values['log-level']}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
);
for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresAnswers())) {
    rows.push(
      `| postgres | (skipped: ${POSTGRES_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')} does not answer) | | | |`,
    );
    continue;
  }
  console.log(`${kind}: measuring…`);
  await benchOne(kind);
}
console.log('\n| database | what | measured | goal | |\n|---|---|---|---|---|');
for (const row of rows) console.log(row);
