import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { corpusText } from '../src/corpus/describe.ts';
import { loadOrders, STORIES_DIR } from '../src/corpus/orders.ts';
import { tellCorpus } from '../src/corpus/tell.ts';

// `npm run stories:corpus`: tells every order of storyteller/corpus/orders and writes its story, the
// plan in plain words first, to storyteller/corpus/stories/<id>.txt. With `-- --check` it writes
// nothing and fails (exit 1) when a committed story differs from what the code tells now, or is
// missing or left over, so no change to the stories is ever silent. An order that cannot be told is
// an error listed at the end (exit 1); every other story is written all the same.

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const started = performance.now();
const orders = loadOrders();
const { told, untold } = tellCorpus(orders);

const expected = new Map(told.map((one) => [`${one.order.id}.txt`, corpusText(one)]));
const untoldFiles = new Set(untold.map((one) => `${one.order.id}.txt`));
fs.mkdirSync(STORIES_DIR, { recursive: true });
const present = new Set(fs.readdirSync(STORIES_DIR).filter((name) => name.endsWith('.txt')));
const read = (name: string) => fs.readFileSync(path.join(STORIES_DIR, name), 'utf8');

const changed = [...expected].filter(([name, text]) => present.has(name) && read(name) !== text).map(([name]) => name);
const missing = [...expected.keys()].filter((name) => !present.has(name));
const extra = [...present].filter((name) => !expected.has(name) && !untoldFiles.has(name));
const stale = [...present].filter((name) => untoldFiles.has(name));

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const byLanguage = (language: string) => told.filter((one) => one.plan.language === language).length;
console.log(
  `${orders.length} orders, ${told.length} told (en ${byLanguage('en')}, de ${byLanguage('de')}) in ${seconds} s`,
);

let failed = untold.length > 0;
if (values.check) {
  const list = (label: string, names: string[]) => {
    if (names.length === 0) return;
    failed = true;
    console.log(`\n${label} (${names.length}):`);
    for (const name of names) console.log(`  storyteller/corpus/stories/${name}`);
  };
  list('stories that differ from the committed corpus', changed);
  list('stories missing from the committed corpus', missing);
  list('committed stories of no order', extra);
  if (changed.length + missing.length + extra.length > 0)
    console.log('\nRun `npm run stories:corpus` and read the diff of storyteller/corpus/stories before committing it.');
} else {
  for (const name of [...changed, ...missing]) fs.writeFileSync(path.join(STORIES_DIR, name), expected.get(name)!);
  for (const name of [...extra, ...stale]) fs.rmSync(path.join(STORIES_DIR, name));
  console.log(`wrote ${changed.length + missing.length} stories, removed ${extra.length + stale.length}`);
}

if (untold.length > 0) {
  console.log(`\norders that could not be told (${untold.length}):`);
  for (const one of untold) console.log(`  ${one.order.id}: ${one.reason}`);
}
process.exitCode = failed ? 1 : 0;
