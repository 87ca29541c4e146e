import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../bff/src/db/database.ts';
import { mediaStoreFor } from '../bff/src/services/media-store.ts';
import { freePort } from '../bff/test/support/server-process.ts';
import { assertWholeNarration } from '../bff/src/generation/audio-check.ts';

// `npm run bench:stories [-- --stories 30 --language de --cold]`
// The product as `npm start` runs it (bff + in-process worker, offline engine, fresh embedded
// database), with stories created through the API one after another. Checks that every story
// completes, that the same server process serves them all, and that every narration is whole.
// Each story's time is the server's, from the story's own timestamps (created to the move to
// completed); the time seen by this poller (every 250 ms) is printed beside it.

const { values } = parseArgs({
  options: {
    stories: { type: 'string', default: '30' },
    language: { type: 'string', default: 'mixed' },
    timeout: { type: 'string', default: '300' },
    cold: { type: 'boolean', default: false },
  },
});
const count = Number(values.stories);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-soak-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

const server = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: '',
    SAMPLE_STORIES: 'off',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let exit: string | undefined;
server.on('exit', (code, signal) => (exit = `exit code ${code}, signal ${signal}`));

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    if (exit) throw new Error(`the server stopped before answering: ${exit}`);
    try {
      if ((await fetch(`${url}/api/config/remotes`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error('the server did not answer within a minute');
}

/**
 * CPU time (ms) used so far by process `root` and everything under it (the speech processes):
 * its own, that of its children that have exited, and that of those still running. Linux /proc only.
 */
function treeCpuMs(root: number): number | undefined {
  const ticks = 100; // USER_HZ
  const stat = (pid: string) => {
    try {
      const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined;
    }
  };
  const own = stat(String(root));
  if (!own) return undefined;
  // Fields after the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
  let total = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  const parents = new Set([String(root)]);
  const all = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => ({ pid, fields: stat(pid) }));
  for (let grew = true; grew; ) {
    grew = false;
    for (const { pid, fields } of all) {
      if (fields && !parents.has(pid) && parents.has(fields[1])) {
        parents.add(pid);
        total += Number(fields[11]) + Number(fields[12]);
        grew = true;
      }
    }
  }
  return (total * 1000) / ticks;
}

/**
 * As a server that has been up a little while meets its stories: waits until the start-up warm-up
 * (the speech processes practising, main.ts) is over, i.e. the server's process tree uses under
 * 5 % of a core for a second. `--cold` measures from the first moment instead.
 */
async function waitForWarmUp(pid: number) {
  const begun = performance.now();
  let last = treeCpuMs(pid);
  if (last === undefined) return;
  for (let i = 0; i < 120; i++) {
    await sleep(1000);
    const now = treeCpuMs(pid)!;
    if (now - last < 50) break;
    last = now;
  }
  console.log(`warm-up over after ${Math.round(performance.now() - begun)} ms (--cold skips the wait)`);
}

const names = ['Lotte', 'Mia Sophie', 'Jürgen', 'Noah', 'Zoë', 'Ben', 'Emma', 'Max'];
const results: { id: string; status: string; ms: number; cpuMs?: number }[] = [];
const started = performance.now();
try {
  await waitForServer();
  const pid = server.pid;
  if (!values.cold) await waitForWarmUp(pid!);
  for (let i = 0; i < count; i++) {
    const language = values.language === 'mixed' ? (i % 2 ? 'de' : 'en') : values.language;
    const begun = performance.now();
    const cpuBefore = treeCpuMs(pid!);
    const created = await fetch(`${url}/api/stories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        audience: 'child',
        storyType: i % 3 ? 'classic' : 'custom',
        language,
        recipientDetails: { name: names[i % names.length], age: 3 + (i % 6) },
      }),
    });
    if (created.status !== 201)
      throw new Error(`story ${i + 1}: POST answered ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    let status = 'creating_story';
    const deadline = Date.now() + Number(values.timeout) * 1000;
    while (status !== 'completed' && status !== 'failed' && Date.now() < deadline) {
      if (exit) throw new Error(`the server died during story ${i + 1}: ${exit}`);
      await sleep(250);
      status = ((await (await fetch(`${url}/api/stories/${id}/progress`)).json()) as { status: string }).status;
    }
    const cpuAfter = treeCpuMs(pid!);
    const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? Math.round(cpuAfter - cpuBefore) : undefined;
    results.push({ id, status, ms: Math.round(performance.now() - begun), cpuMs });
    console.log(
      `story ${i + 1}/${count} (${language}): ${status}, seen by the poller after ${results.at(-1)!.ms} ms; CPU of the server and its speech processes ${cpuMs ?? '?'} ms`,
    );
  }
  if (exit || server.pid !== pid) throw new Error(`the server process changed: ${exit}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
}

function narrationProblem(data: Buffer, key: string, text: string): string | undefined {
  try {
    assertWholeNarration({ data, extension: path.extname(key).slice(1), contentType: '' }, text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

// Every narration, read straight from the media store, checked against its scene's text.
const database = await openDatabase({ dataDir, role: 'server' });
const media = mediaStoreFor(dataDir);
let narrations = 0;
const broken: string[] = [];
const serverMs: number[] = [];
for (const { id } of results) {
  // Nothing touches a completed story's row afterwards, so updatedAt is the moment it completed.
  const story: { createdAt: Date; updatedAt: Date; generationStatus: string } = await database
    .knex('stories')
    .where({ id })
    .first();
  if (story.generationStatus === 'completed') serverMs.push(story.updatedAt.getTime() - story.createdAt.getTime());
  const scenes: { sceneNumber: number; text: string; audioKey: string | null }[] = await database
    .knex('scenes')
    .where({ storyId: id })
    .orderBy('sceneNumber');
  for (const scene of scenes) {
    if (!scene.audioKey) {
      broken.push(`${id} scene ${scene.sceneNumber}: no narration`);
      continue;
    }
    const stored = await media.get(scene.audioKey);
    const problem = stored ? narrationProblem(stored.data, scene.audioKey, scene.text) : 'file missing';
    narrations++;
    if (problem) broken.push(`${id} scene ${scene.sceneNumber}: ${problem}`);
  }
}
await database.close();

const completed = results.filter((r) => r.status === 'completed').length;
const sorted = [...serverMs].sort((a, b) => a - b);
console.log(`\nserver time from creation to completed, per story (ms): ${serverMs.join(', ')}`);
const cpu = results.map((r) => r.cpuMs).filter((ms): ms is number => ms !== undefined);
if (cpu.length)
  console.log(
    `CPU per story (server and speech processes, ms): ${cpu.join(', ')}; on 2 idle cores a story takes at least half of that`,
  );
if (sorted.length)
  console.log(
    `  median ${sorted[Math.floor((sorted.length - 1) / 2)]} ms, slowest ${sorted.at(-1)} ms; load average now ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
console.log(
  `\n${completed}/${count} stories completed, same server process throughout, ${narrations} narrations checked, ${broken.length} not whole; ${Math.round((performance.now() - started) / 1000)} s`,
);
for (const line of broken) console.log(`  ${line}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(completed === count && broken.length === 0 ? 0 : 1);
