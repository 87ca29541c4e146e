import { loadOrders } from '../src/corpus/orders.ts';
import { tellCorpus } from '../src/corpus/tell.ts';
import { homeEvening } from '../src/arcs/moments/evening.ts';
const { told } = tellCorpus(loadOrders());
const series = homeEvening.de.filter((v) => v.needs.includes('series' as never));
for (const t of told.filter(({ order }) => order.id.startsWith('series-frieda'))) {
  console.log(t.order.id, series.map((v) => (t.story.variants.includes(v) ? 'X' : '.')).join(''), t.story.variants.length);
}
