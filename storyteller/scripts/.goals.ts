import { loadOrders } from '../src/corpus/orders.ts';
import { tellCorpus } from '../src/corpus/tell.ts';
const { told } = tellCorpus(loadOrders());
for (const { order, plan } of told) {
  const r = order.request as any;
  const goal = (r.storyGoal || r.recipientDetails?.storyGoal || '').trim();
  if (goal && plan.theme.id === 'adventure') console.log(order.id, '|', goal);
}
