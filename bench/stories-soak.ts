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

// `npm run bench:stories [-- --stories 30 --language de]`
// The product as `npm start` runs it (bff + in-process worker, offline engine, fresh embedded
// database), with stories created through the API one after another. Checks that every story
// completes, that the same server process serves them all, and that every narration is whole.

const { values } = parseArgs({
  options: {
    stories: { type: 'string', default: '30' },
    language: { type: 'string', default: 'mixed' },
    timeout: { type: 'string', default: '300' },
  },
});
const count = Number(values.stories);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-soak-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

const server = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', OPENAI_API_KEY: '', SAMPLE_STORIES: 'off' },
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

const names = ['Lotte', 'Mia Sophie', 'Jürgen', 'Noah', 'Zoë', 'Ben', 'Emma', 'Max'];
const results: { id: string; status: string; ms: number }[] = [];
const started = performance.now();
try {
  await waitForServer();
  const pid = server.pid;
  for (let i = 0; i < count; i++) {
    const language = values.language === 'mixed' ? (i % 2 ? 'de' : 'en') : values.language;
    const begun = performance.now();
    const created = await fetch(`${url}/api/stories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ audience: 'child', storyType: i % 3 ? 'classic' : 'custom', language, recipientDetails: { name: names[i % names.length], age: 3 + (i % 6) } }),
    });
    if (created.status !== 201) throw new Error(`story ${i + 1}: POST answered ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    let status = 'creating_story';
    const deadline = Date.now() + Number(values.timeout) * 1000;
    while (status !== 'completed' && status !== 'failed' && Date.now() < deadline) {
      if (exit) throw new Error(`the server died during story ${i + 1}: ${exit}`);
      await sleep(250);
      status = ((await (await fetch(`${url}/api/stories/${id}/progress`)).json()) as { status: string }).status;
    }
    results.push({ id, status, ms: Math.round(performance.now() - begun) });
    console.log(`story ${i + 1}/${count} (${language}): ${status} in ${results.at(-1)!.ms} ms`);
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
for (const { id } of results) {
  const scenes: { sceneNumber: number; text: string; audioKey: string | null }[] = await database.knex('scenes').where({ storyId: id }).orderBy('sceneNumber');
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
console.log(`\n${completed}/${count} stories completed, same server process throughout, ${narrations} narrations checked, ${broken.length} not whole; ${Math.round((performance.now() - started) / 1000)} s`);
for (const line of broken) console.log(`  ${line}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(completed === count && broken.length === 0 ? 0 : 1);
