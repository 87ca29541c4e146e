import { loadOrders } from '../src/corpus/orders.ts';
import { tellCorpus } from '../src/corpus/tell.ts';
import { maskWords, maskedWords, storySentences, wordRuns } from '../src/lint/text.ts';
const { told } = tellCorpus(loadOrders());
const lang = process.argv[2] ?? 'de';
const group = told.filter(({ order, plan }) => plan.language === lang && !order.series);
const sents = group.map(({ plan, story }) => {
  const masks = maskWords(plan);
  return storySentences(story).map((s) => ({ text: s.text, runs: wordRuns(maskedWords(s.text, masks)) }));
});
const owners = new Map<string, Set<number>>();
sents.forEach((ss, i) => { for (const s of ss) for (const r of s.runs) { if (!owners.has(r)) owners.set(r, new Set()); owners.get(r)!.add(i); } });
const byRun = new Map<string, { n: number; ex: string }>();
let total = 0;
sents.forEach((ss) => { for (const s of ss) { total++; let best = ''; let bn = 1; for (const r of s.runs) { const n = owners.get(r)!.size; if (n > bn) { bn = n; best = r; } } if (best) { const e = byRun.get(best) ?? { n: 0, ex: s.text.slice(0, 100) }; e.n++; byRun.set(best, e); } } });
console.log('sentences', total);
for (const [k, v] of [...byRun].sort((a, b) => b[1].n - a[1].n).slice(0, Number(process.argv[3] ?? 30))) console.log(v.n, owners.get(k)!.size, k, ' :: ', v.ex);
