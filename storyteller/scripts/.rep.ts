import { loadOrders } from '../src/corpus/orders.ts';
import { tellCorpus } from '../src/corpus/tell.ts';
import { maskWords, maskedWords, storySentences, wordRuns } from '../src/lint/text.ts';
const { told } = tellCorpus(loadOrders());
const which = process.argv[2] ?? 'series-isla';
const group = told.filter(({ order }) => order.id.startsWith(which));
const sents = group.map(({ plan, story }) => {
  const masks = maskWords(plan);
  return storySentences(story).map((s) => ({ text: s.text, runs: wordRuns(maskedWords(s.text, masks)) }));
});
const owners = new Map<string, Set<number>>();
sents.forEach((ss, i) => { for (const s of ss) for (const r of s.runs) { if (!owners.has(r)) owners.set(r, new Set()); owners.get(r)!.add(i); } });
let shared = 0, total = 0;
const lines: string[] = [];
sents.forEach((ss, i) => { for (const s of ss) { total++; const r = s.runs.find((run) => owners.get(run)!.size > 1); if (r) { shared++; lines.push(`${i} [${r}] ${s.text.slice(0, 120)}`); } } });
console.log(shared, total);
for (const l of lines.sort((a, b) => a.split('[')[1].localeCompare(b.split('[')[1]))) console.log(l);
