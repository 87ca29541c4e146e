// `npm run bench:books [-- --stories 3]`: books ready when asked (issue 30). The real product
// (`npm start`, offline engine) makes each story; the moment it completes, a reader asks for its
// EPUB and its PDF (the free preview's, as anyone may), asking again every 100 ms while the answer
// is 202 "preparing". Figures: how long after completion each book is served, and how often the
// first ask is already served from the store; /healthz latency from a probe in a process of its
// own while the books are built: the preview's books are built from the moment scene 1 is ready,
// so the window runs from the preview to the last book served. Goals: download p95 ≤ 1 s,
// /healthz p99 ≤ 50 ms. Not a test: it prints figures and fails only on wrong answers.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startProduct } from '../e2e/product.ts';
import { loadAverageLine } from './load-average.ts';
import { orderStory, storyCompletion } from './story-order.ts';

const { values } = parseArgs({ options: { stories: { type: 'string', default: '3' } } });
const STORIES = Number(values.stories);

/** Asks the URL every 50 ms, one request at a time, and prints "sentAt ms status" per answer. */
const PROBE = `
const url = process.argv[1];
for (;;) {
  const sentAt = Date.now();
  const started = performance.now();
  const status = await fetch(url).then((r) => r.status, () => 0);
  process.stdout.write(sentAt + ' ' + (performance.now() - started).toFixed(1) + ' ' + status + '\\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** Asks for the book until it comes; how long that took and whether the first ask got it. */
async function download(url: string, id: string, format: 'epub' | 'pdf') {
  const started = Date.now();
  for (let asks = 1; ; asks++) {
    const answer = await fetch(`${url}/api/stories/${id}/download?format=${format}`);
    await answer.arrayBuffer();
    if (answer.status === 200) return { ms: Date.now() - started, first: asks === 1 };
    if (answer.status !== 202) throw new Error(`the ${format} download answered ${answer.status}`);
    await sleep(100);
  }
}

const product = await startProduct();
const probe = spawn(process.execPath, ['--input-type=module', '-e', PROBE, `${product.url}/healthz`], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
probe.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
try {
  const downloads: { ms: number; first: boolean }[] = [];
  const windows: [number, number][] = [];
  const afterCompletion: [number, number][] = [];
  for (let n = 0; n < STORIES; n++) {
    const id = await orderStory(product.url);
    const { previewAt, completedAt } = await storyCompletion(product.url, id, { pollMs: 20 });
    downloads.push(...(await Promise.all([download(product.url, id, 'epub'), download(product.url, id, 'pdf')])));
    windows.push([previewAt, Date.now()]);
    afterCompletion.push([completedAt, Date.now()]);
  }
  const probes = output
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number));
  if (probes.some(([, , status]) => status !== 200)) throw new Error('/healthz did not always answer 200');
  const latencies = (within: [number, number][]) =>
    probes.filter(([sentAt]) => within.some(([from, to]) => sentAt >= from && sentAt <= to)).map(([, took]) => took);
  const ms = downloads.map((d) => d.ms);
  const healthz = latencies(windows);
  const healthzAfterCompletion = latencies(afterCompletion);
  console.log(loadAverageLine());
  console.log(
    `downloads right after completion (${ms.length}, EPUB and PDF of ${STORIES} stories): p50 ${percentile(ms, 50)} ms, p95 ${percentile(ms, 95)} ms (goal ≤ 1000 ms), max ${Math.max(...ms)} ms; served on the first ask: ${downloads.filter((d) => d.first).length}`,
  );
  console.log(
    `/healthz from the preview to the last book served (${healthz.length} probes): p50 ${percentile(healthz, 50).toFixed(1)} ms, p99 ${percentile(healthz, 99).toFixed(1)} ms (goal ≤ 50 ms), max ${Math.max(...healthz).toFixed(1)} ms`,
  );
  console.log(
    `/healthz from completion to the last book served (${healthzAfterCompletion.length} probes): p50 ${percentile(healthzAfterCompletion, 50).toFixed(1)} ms, p99 ${percentile(healthzAfterCompletion, 99).toFixed(1)} ms, max ${Math.max(...healthzAfterCompletion).toFixed(1)} ms`,
  );
} finally {
  probe.kill();
  await product.stop();
}
