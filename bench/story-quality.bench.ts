import type { Language } from '@dreamweaver/contracts';
import { loadOrders } from '../storyteller/src/corpus/orders.ts';
import { tellCorpus } from '../storyteller/src/corpus/tell.ts';
import { HARM_RULES } from '../storyteller/src/lint/index.ts';
import {
  detailCoverage,
  distinctTitles,
  familiesPresent,
  goalsActedOut,
  harm,
  repetitionAcrossChildren,
  repetitionInSeries,
  wordsPerSentence,
  type MeasuredStory,
} from '../storyteller/src/lint/measures.ts';

// `npm run bench:story-quality`: how good the storyteller's stories are, measured on the committed
// corpus's orders (storyteller/corpus/orders), each read, settled and told as the product does
// (readOrder → settlePlan → tellStory). Per language and in total it prints harm (the linter's
// findings about death, cheering and the living told as dead), whether the family is there, how many
// of the parent's details are used or accounted for, whether the goal is acted out, how much the
// stories of different children and of one child's series repeat each other, distinct titles and
// words per sentence. What each measure is and why: storyteller/corpus/README.md.

const started = performance.now();
const orders = loadOrders();
const { told, untold } = tellCorpus(orders);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const stories: MeasuredStory[] = told.map(({ order, plan, story }) => ({
  id: order.id,
  order,
  plan,
  story,
  ...(order.series ? { series: order.series } : {}),
}));

const GROUPS: [string, MeasuredStory[]][] = [
  ['en', stories.filter((story) => story.plan.language === 'en')],
  ['de', stories.filter((story) => story.plan.language === 'de')],
  ['all', stories],
];

const pct = (value: number | null) => (value === null ? '—' : `${(100 * value).toFixed(1)} %`);
const num = (value: number | null) => (value === null ? '—' : value.toFixed(1));
function row(label: string, goal: string, cell: (group: MeasuredStory[], name: string) => string) {
  console.log(`${label.padEnd(52)}${GROUPS.map(([name, group]) => cell(group, name).padEnd(24)).join('')}${goal}`);
}

console.log(
  `\nstory quality of the storyteller: ${orders.length} orders, ${told.length} told, ${untold.length} not told, in ${seconds} s\n`,
);
row('measure', 'goal', (_, name) => name);
row('stories', '', (group) => String(group.length));

row('harm: findings', '0', (group) => String(harm(group).length));
for (const rule of HARM_RULES)
  row(`  ${rule}`, '0', (group) => String(harm(group).filter((finding) => finding.rule === rule).length));

row('family here and living with the child, named', '100 %', (group) => {
  const family = familiesPresent(group);
  return `${pct(family.share)} (${family.named}/${family.people})`;
});
row('  stories naming all of them', '', (group) => {
  const family = familiesPresent(group);
  return `${family.storiesAllNamed}/${family.stories}`;
});
row('wanted details used', '≥ 90 %', (group) => {
  const details = detailCoverage(group);
  return `${pct(details.usedShare)} (${details.used}/${details.wanted})`;
});
row('wanted details used or with a why', '100 %', (group) => pct(detailCoverage(group).accountedShare));
row('goal acted out (theme moments, or the care arc)', '100 %', (group) => {
  const goals = goalsActedOut(group);
  return `${pct(goals.share)} (${goals.actedOut}/${goals.goals})`;
});
row('sentences sharing a 6-word run, batches of 14', '≤ 10 %', (group, name) => {
  if (name === 'all') return '';
  const across = repetitionAcrossChildren(group);
  return `${pct(across.mean)} (worst ${pct(across.worst)})`;
});
row('  batches of different children', '', (group, name) =>
  name === 'all' ? '' : String(repetitionAcrossChildren(group).batches),
);
for (const series of repetitionInSeries(stories))
  row(`same, within the ${series.episodes}-episode series ${series.series}`, '≤ 5 %', (_, name) =>
    name === series.language ? pct(series.mean) : '',
  );
row('distinct titles / stories (names masked)', '', (group) => {
  const titles = distinctTitles(group);
  return `${titles.distinct}/${titles.stories} (${titles.distinctMasked})`;
});
for (const band of ['little', 'big'] as const) {
  row(`words per sentence, ${band === 'little' ? 'ages 2–4' : 'ages 5–9'}: mean / p95 / max`, '', (group) => {
    const words = wordsPerSentence(group, band);
    return `${num(words.mean)} / ${words.p95 ?? '—'} / ${words.max ?? '—'}`;
  });
  row(`  words per story, ${band === 'little' ? 'ages 2–4' : 'ages 5–9'}`, '', (group) =>
    num(wordsPerSentence(group, band).wordsPerStory),
  );
}

if (untold.length > 0) {
  console.log(`\nnot told (${untold.length}), so not measured:`);
  const byLanguage = (language: Language) => untold.filter((one) => one.order.request.language === language).length;
  console.log(`  en ${byLanguage('en')}, de ${byLanguage('de')}; npm run stories:corpus lists each with its reason`);
}
