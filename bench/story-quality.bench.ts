import type { Language } from '@dreamweaver/contracts';
import { loadOrders } from '../storyteller/src/corpus/orders.ts';
import { tellCorpus } from '../storyteller/src/corpus/tell.ts';
import type { MeasuredStory } from '../storyteller/src/lint/measures.ts';
import { languageGroups, printQualityRows, rowPrinter } from './story-quality-table.ts';

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

const row = rowPrinter(languageGroups(stories), (line) => console.log(line));
console.log(
  `\nstory quality of the storyteller: ${orders.length} orders, ${told.length} told, ${untold.length} not told, in ${seconds} s\n`,
);
printQualityRows(languageGroups(stories), row);

if (untold.length > 0) {
  console.log(`\nnot told (${untold.length}), so not measured:`);
  const byLanguage = (language: Language) => untold.filter((one) => one.order.request.language === language).length;
  console.log(`  en ${byLanguage('en')}, de ${byLanguage('de')}; npm run stories:corpus lists each with its reason`);
}
