import { createHash } from 'node:crypto';
import type { Language } from '@dreamweaver/contracts';
import { loadOrders } from '../src/corpus/orders.ts';
import { tellCorpus } from '../src/corpus/tell.ts';
import { maskedWords, maskWords, storySentences, wordRuns } from '../src/lint/text.ts';

// For writers: where the corpus's repetition across children comes from. The stories of one language
// are read in the quality bench's batches of fourteen (a series by its first episode); it prints the
// bench's mean, each arc's shared sentences (a sentence sharing a six-word run, names masked, with
// another story of its batch) and the shared runs, most shared first. An arc whose shared sentences
// are many wants another variant of the passages those runs come from.
//   npx tsx storyteller/scripts/shared-runs.ts de [how many runs, 40]

const language = (process.argv[2] ?? 'de') as Language;
const shown = Number(process.argv[3] ?? 40);
const BATCH = 14;

const { told } = tellCorpus(loadOrders());
const shuffled = (id: string) => createHash('sha256').update(id).digest('hex');
const firstEpisodes = new Set<string>();
const children = told
  .filter((story) => story.plan.language === language)
  .filter(({ order }) => {
    if (!order.series) return true;
    if (firstEpisodes.has(order.series)) return false;
    firstEpisodes.add(order.series);
    return true;
  })
  .sort((a, b) => shuffled(a.order.id).localeCompare(shuffled(b.order.id)));

const sharedByArc = new Map<string, { shared: number; sentences: number }>();
const runsShared = new Map<string, number>();
const shares: number[] = [];
for (let start = 0; start < children.length; start += BATCH) {
  const batch = children.slice(start, start + BATCH);
  const group = [...batch, ...children.slice(0, BATCH - batch.length)];
  const sentences = group.map(({ plan, story }) =>
    storySentences(story).map((sentence) => wordRuns(maskedWords(sentence.text, maskWords(plan)))),
  );
  const owners = new Map<string, Set<number>>();
  sentences.forEach((story, i) => {
    for (const run of story.flat()) owners.set(run, (owners.get(run) ?? new Set()).add(i));
  });
  sentences.slice(0, batch.length).forEach((story, i) => {
    const arc = group[i].plan.story?.arc ?? '?';
    const counts = sharedByArc.get(arc) ?? { shared: 0, sentences: 0 };
    let shared = 0;
    for (const runs of story) {
      const run = runs.find((candidate) => owners.get(candidate)!.size > 1);
      if (!run) continue;
      shared += 1;
      runsShared.set(`${arc} | ${run}`, (runsShared.get(`${arc} | ${run}`) ?? 0) + 1);
    }
    sharedByArc.set(arc, { shared: counts.shared + shared, sentences: counts.sentences + story.length });
    shares.push(story.length === 0 ? 0 : shared / story.length);
  });
}

const mean = shares.reduce((sum, share) => sum + share, 0) / shares.length;
console.log(`${language}: ${(100 * mean).toFixed(1)} % of sentences shared on average, ${shares.length} children\n`);
for (const [arc, { shared, sentences }] of [...sharedByArc].sort((a, b) => b[1].shared - a[1].shared))
  console.log(`${String(shared).padStart(4)} of ${String(sentences).padEnd(4)} ${arc}`);
console.log('\nshared runs (arc | run), most shared first:');
for (const [run, count] of [...runsShared].sort((a, b) => b[1] - a[1]).slice(0, shown))
  console.log(`${String(count).padStart(4)}  ${run}`);
