import { loadOrders } from './storyteller/src/corpus/orders.ts';
import { tellCorpus } from './storyteller/src/corpus/tell.ts';
const ids = process.argv.slice(2);
const { told } = tellCorpus(loadOrders().filter((o) => ids.includes(o.id)));
for (const { order, plan, story } of told) {
  console.log(order.id, JSON.stringify({ people: plan.people, siblings: plan.siblings, theme: plan.theme, story: plan.story }));
  for (const s of story.scenes) console.log('  -', s.text.slice(0, 400));
}
