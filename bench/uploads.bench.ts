// `npm run bench:uploads [-- --takes 32 --accounts 4 --seconds 45]`: recorded takes sent all at
// once (Trust round four, M2: 32 takes at once started 32 FFmpeg processes on two cores, each took
// 60–65 s instead of 4.7 s and /api/auth/me went from 2 ms to 60–175 ms). The real product
// (`npm start`) with `--accounts` parents, each owning a paid story with a voice; every parent
// sends `--takes / --accounts` takes of about `--seconds` of humming (WebM/Opus as Chrome records
// it) at the same moment, each with the browser's own retry (mf-story/src/voice/send-again.ts:
// after a 503 or 429 it waits the Retry-After it was given and sends the same take again). A
// probe in a process of its own asks /api/auth/me (signed in) every 50 ms meanwhile. Figures: the
// time of one take alone, the time of each take of the burst (from sending to stored, waits
// included), the answers met on the way, /api/auth/me's latency. Goals: /api/auth/me p99 ≤ 50 ms
// while the takes arrive, and every take stored. Not a test: it prints figures and fails only on
// wrong answers. DATABASE_URL set: the product runs on that PostgreSQL (a scratch database).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../bff/src/db/database.ts';
import { newRandomId } from '../bff/src/services/random-id.ts';
import { encodedAs, hummedSentencesWav } from '../bff/test/support/recorded-audio.ts';
import { startProduct, type Product } from '../e2e/product.ts';
import { sendAgainAfterWaits } from '../mf-story/src/voice/send-again.ts';
import { loadAverageLine } from './load-average.ts';

const { values } = parseArgs({
  options: {
    takes: { type: 'string', default: '32' },
    accounts: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '45' },
  },
});
const TAKES = Number(values.takes);
const ACCOUNTS = Number(values.accounts);
const TAKE_SECONDS = Number(values.seconds);
// Each account's takes go to scenes 1, 2, …; scene 10 is the take sent alone first.
if (Math.ceil(TAKES / ACCOUNTS) > 9) throw new Error('at most 9 takes per account: give more --accounts');

const SENTENCES = [
  'Lotte and her fox Fridolin followed the silver path past the sleeping mill.',
  'The moon hung low over the meadow, and the crickets sang a slow song.',
  'She counted the stars one by one until her eyes grew heavy.',
  'Fridolin curled up beside her, warm and soft, and the night kept them safe.',
];

/** Asks /api/auth/me every 50 ms, one request at a time, and prints "sentAt ms status" per answer. */
const PROBE = `
const [url, cookie] = process.argv.slice(1);
for (;;) {
  const sentAt = Date.now();
  const started = performance.now();
  const status = await fetch(url, { headers: { cookie } }).then(async (r) => (await r.text(), r.status), () => 0);
  process.stdout.write(sentAt + ' ' + (performance.now() - started).toFixed(1) + ' ' + status + '\\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
`;

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

interface Parent {
  cookie: string;
  storyId: string;
  voiceId: number;
}

async function register(url: string, username: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'a long bench password 42' }),
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A paid, finished story of ten scenes for each account (written to the product's database as a tool would). */
async function paidStories(product: Product, usernames: string[]): Promise<Map<string, string>> {
  const database = await openDatabase({
    databaseUrl: product.env.DATABASE_URL || undefined,
    dataDir: product.env.DATA_DIR,
    role: 'client',
  });
  const db = database.knex;
  const stories = new Map<string, string>();
  try {
    for (const username of usernames) {
      const { id: userId } = await db('users').select('id').where({ username }).first();
      const id = newRandomId();
      const details = { audience: 'child', storyType: 'classic', language: 'en', recipientDetails: { name: 'Lotte' } };
      await db('stories').insert({
        id,
        userId,
        title: 'The Moon over the Mill',
        summary: 'Lotte and her fox follow a silver path through the night.',
        ...{ language: 'en', audience: 'child', storyType: 'classic', details: JSON.stringify(details) },
        ...{ generationStatus: 'completed', progress: 100, currentStep: 5, isPaid: true },
      });
      const scenes = Array.from({ length: 10 }, (_, i) => ({
        storyId: id,
        sceneNumber: i + 1,
        text: SENTENCES.join(' '),
      }));
      await db('scenes').insert(scenes);
      stories.set(username, id);
    }
  } finally {
    await database.close();
  }
  return stories;
}

async function parents(product: Product): Promise<Parent[]> {
  const run = Date.now().toString(36);
  const usernames = Array.from({ length: ACCOUNTS }, (_, i) => `parent${i}x${run}`);
  const cookies: string[] = [];
  for (const username of usernames) cookies.push(await register(product.url, username));
  const stories = await paidStories(product, usernames);
  return Promise.all(
    usernames.map(async (username, i) => {
      const storyId = stories.get(username)!;
      const voice = await fetch(`${product.url}/api/stories/${storyId}/voices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[i] },
        body: JSON.stringify({ name: "Mum's voice" }),
      });
      if (voice.status !== 201) throw new Error(`making a voice answered ${voice.status}: ${await voice.text()}`);
      return { cookie: cookies[i], storyId, voiceId: ((await voice.json()) as { id: number }).id };
    }),
  );
}

interface Sent {
  ms: number;
  statuses: number[];
}

/** Sends one take as the browser does (again after each Retry-After); how long until it was stored, and every answer. */
async function sendTake(url: string, parent: Parent, sceneNumber: number, take: Buffer): Promise<Sent> {
  const started = performance.now();
  const statuses: number[] = [];
  const path = `/api/stories/${parent.storyId}/voices/${parent.voiceId}/scenes/${sceneNumber}`;
  try {
    await sendAgainAfterWaits(async () => {
      const answer = await fetch(url + path, {
        method: 'PUT',
        body: new Uint8Array(take),
        headers: { 'content-type': 'audio/webm;codecs=opus', cookie: parent.cookie },
      });
      statuses.push(answer.status);
      const text = await answer.text();
      if (!answer.ok) {
        const retryAfterSeconds = Number(answer.headers.get('retry-after')) || undefined;
        throw Object.assign(new Error(`${answer.status}: ${text}`), { status: answer.status, retryAfterSeconds });
      }
    });
  } catch {
    // Counted below as a take not stored.
  }
  return { ms: performance.now() - started, statuses };
}

/** How many takes each parent's voice holds now. */
async function storedTakes(url: string, all: Parent[]): Promise<number> {
  let stored = 0;
  for (const parent of all) {
    const listed = await fetch(`${url}/api/stories/${parent.storyId}/voices`, { headers: { cookie: parent.cookie } });
    const { voices } = (await listed.json()) as { voices: { id: number; recordings: unknown[] }[] };
    stored += voices.find((voice) => voice.id === parent.voiceId)?.recordings.length ?? 0;
  }
  return stored;
}

/** A take of about TAKE_SECONDS: the four sentences hummed, slowly, with pauses between. */
async function makeTake(): Promise<Buffer> {
  const letters = SENTENCES.map((s) => s.length);
  const total = letters.reduce((a, b) => a + b);
  const speaking = TAKE_SECONDS - 0.9 * (SENTENCES.length - 1) - 0.9;
  return encodedAs(hummedSentencesWav(letters.map((n) => (speaking * n) / total)), 'webm');
}

const product = await startProduct();
const probe = { output: '', process: undefined as ReturnType<typeof spawn> | undefined };
try {
  const all = await parents(product);
  const take = await makeTake();
  const alone = await sendTake(product.url, all[0], 10, take);
  if (alone.statuses.at(-1) !== 200) throw new Error(`a take alone answered ${alone.statuses.join(', ')}`);

  probe.process = spawn(
    process.execPath,
    ['--input-type=module', '-e', PROBE, `${product.url}/api/auth/me`, all[0].cookie],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  probe.process.stdout!.setEncoding('utf8').on('data', (chunk: string) => (probe.output += chunk));
  await sleep(3000);
  const burstAt = Date.now();
  const sends = Array.from({ length: TAKES }, (_, i) =>
    sendTake(product.url, all[i % ACCOUNTS], 1 + Math.floor(i / ACCOUNTS), take),
  );
  const sent = await Promise.all(sends);
  const burstEnd = Date.now();
  await sleep(500);

  const probes = probe.output
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number));
  if (probes.some(([, , status]) => status !== 200)) throw new Error('/api/auth/me did not always answer 200');
  const me = (from: number, to: number) => probes.filter(([at]) => at >= from && at <= to).map(([, ms]) => ms);
  const idle = me(0, burstAt);
  const during = me(burstAt, burstEnd);
  const ms = sent.map((s) => s.ms / 1000);
  const answers = new Map<number, number>();
  for (const status of sent.flatMap((s) => s.statuses)) answers.set(status, (answers.get(status) ?? 0) + 1);
  const stored = sent.filter((s) => s.statuses.at(-1) === 200).length;
  const kept = (await storedTakes(product.url, all)) - 1;
  const p99 = percentile(during, 99);

  console.log(loadAverageLine());
  console.log(`one take of ${TAKE_SECONDS} s alone: ${(alone.ms / 1000).toFixed(2)} s`);
  console.log(
    `${TAKES} takes at once from ${ACCOUNTS} accounts: per take p50 ${percentile(ms, 50).toFixed(1)} s, p95 ${percentile(ms, 95).toFixed(1)} s, max ${Math.max(...ms).toFixed(1)} s; all in ${((burstEnd - burstAt) / 1000).toFixed(1)} s`,
  );
  console.log(
    `answers on the way: ${[...answers].map(([status, count]) => `${count} × ${status}`).join(', ')}; takes sent more than once: ${sent.filter((s) => s.statuses.length > 1).length}`,
  );
  console.log(
    `stored: ${stored} of ${TAKES} answered 200, ${kept} of ${TAKES} kept in the voices (goal: all)${stored === TAKES && kept === TAKES ? '  (goal met)' : '  (goal NOT met)'}`,
  );
  console.log(
    `/api/auth/me before (${idle.length} probes): p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms`,
  );
  console.log(
    `/api/auth/me while the takes arrive (${during.length} probes): p50 ${percentile(during, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (goal ≤ 50 ms${p99 <= 50 ? ', met' : ', NOT met'}), max ${Math.max(...during).toFixed(1)} ms`,
  );
} finally {
  probe.process?.kill();
  await product.stop();
}
