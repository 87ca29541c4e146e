// `npm run bench:media [-- --duration 10 --rounds 2 --connections 100]`: scene 1's picture, as a new
// visitor's browser asks for it, from the folder store and from an S3 bucket side by side in one
// run. Two products (`npm start`, as the browser tests start it), one on DATA_DIR's folder and one
// on the local S3 server of the tests (@20minutes/s3rver), each with one offline story; autocannon
// loads the picture's URL, the two sides alternating. The goal of issue 30: S3 at least 80 % of
// the folder's throughput. Not a test: it prints figures and fails only on wrong answers.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startS3Server } from '../bff/test/support/s3-server.ts';
import { startProduct, type Product } from '../e2e/product.ts';
import { completedStory } from './story-order.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '100' },
  },
});
const DURATION = Number(values.duration);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);

interface Load {
  rps: number;
  p99: number;
}

async function pictureUrlOf(product: Product): Promise<string> {
  const id = await completedStory(product.url);
  const story = (await (await fetch(`${product.url}/api/stories/${id}`)).json()) as {
    scenes: { imageUrl: string | null }[];
  };
  const url = story.scenes[0].imageUrl;
  if (!url) throw new Error('scene 1 has no picture');
  const answer = await fetch(product.url + url);
  if (answer.status !== 200) throw new Error(`the picture answered ${answer.status}`);
  return product.url + url;
}

async function load(url: string, duration = DURATION): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > result.timeouts)
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { rps: result.requests.total / result.duration, p99: result.latency.p99 };
}

const mean = (loads: Load[]) => ({
  rps: loads.reduce((sum, l) => sum + l.rps, 0) / loads.length,
  p99: Math.max(...loads.map((l) => l.p99)),
});

const s3 = await startS3Server();
const folder = await startProduct();
const bucket = await startProduct(s3.env);
try {
  const urls = { folder: await pictureUrlOf(folder), s3: await pictureUrlOf(bucket) };
  await load(urls.folder, 2);
  await load(urls.s3, 2);
  const runs: Record<'folder' | 's3', Load[]> = { folder: [], s3: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['folder', 's3'] as const) : (['s3', 'folder'] as const);
    for (const side of order) runs[side].push(await load(urls[side]));
  }
  const [f, b] = [mean(runs.folder), mean(runs.s3)];
  const ratio = b.rps / f.rps;
  console.log(`Scene 1's picture, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION} s per side, alternating:`);
  console.log(`  folder store  ${f.rps.toFixed(0).padStart(6)} req/s  p99 ${f.p99} ms`);
  console.log(`  S3 (s3rver)   ${b.rps.toFixed(0).padStart(6)} req/s  p99 ${b.p99} ms`);
  console.log(`  S3 ÷ folder   ${ratio.toFixed(2)}  goal ≥ 0.8${ratio >= 0.8 ? '  (goal met)' : '  (goal NOT met)'}`);
} finally {
  await Promise.all([folder.stop(), bucket.stop()]);
  await s3.close();
}
