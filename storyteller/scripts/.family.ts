import { loadOrders } from '../../storyteller/src/corpus/orders.ts';
import { tellCorpus } from '../../storyteller/src/corpus/tell.ts';
const { told } = tellCorpus(loadOrders());
for (const { order, plan, story } of told) {
  const family = plan.people.filter((p) => p.status === 'here' && p.livesWithChild);
  if (!family.length) continue;
  const text = [story.title, ...story.scenes.map((s) => s.text)].join('\n');
  const missing = family.filter((p) => !text.includes(p.name ?? p.calls ?? '@@'));
  if (missing.length)
    console.log(
      order.id,
      plan.theme.id,
      story.arc ?? '',
      '| family:',
      family.map((p) => `${p.relation}:${p.name}/${p.calls}`).join(', '),
      '| missing:',
      missing.map((p) => p.calls ?? p.name).join(', '),
    );
}
