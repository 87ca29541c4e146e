import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@dreamweaver/web-kit';
import { API_ROUTES, type CreateStoryOrder, type StoryPlanAnswer } from '@dreamweaver/contracts';

// The plan screen's call: `POST /api/stories/plan` writes nothing, so it is a query keyed by the
// whole order (the request, the answers and, when the parent changed it, the plan). The same order
// is answered from the cache; a changed one is read or checked anew.

const PLAN_CACHE_MS = 5 * 60 * 1000;

export function storyPlanQuery(order: CreateStoryOrder) {
  return queryOptions<StoryPlanAnswer>({
    queryKey: [API_ROUTES.stories.plan.path, order],
    queryFn: ({ signal }) =>
      apiRequest<StoryPlanAnswer>(API_ROUTES.stories.plan.path, { method: 'POST', data: order, signal }),
    staleTime: PLAN_CACHE_MS,
    gcTime: PLAN_CACHE_MS,
  });
}
