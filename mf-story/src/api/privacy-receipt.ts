import { queryOptions } from '@tanstack/react-query';
import { API_ROUTES, apiPath, type StoryPrivacyJson } from '@dreamweaver/contracts';
import { apiRequest } from '@dreamweaver/web-kit';

/** While the story is still being made, its receipt is asked for again this often (it grows with every request). */
const MAKING_POLL_MS = 5000;

/**
 * A story's privacy receipt, for its creator (the viewer asks only when the story JSON says it is
 * theirs). Who can read the story is part of it: `live` is the gallery switch and the payment as the
 * viewer knows them, in the key, so the receipt is asked again as soon as either changes.
 */
export function storyPrivacyQuery(id: string, live: { shared: boolean; paid: boolean }) {
  const url = apiPath(API_ROUTES.stories.privacy, { id });
  return queryOptions<StoryPrivacyJson>({
    queryKey: [url, 'live', live],
    queryFn: ({ signal }) => apiRequest<StoryPrivacyJson>(url, { signal }),
    refetchInterval: (query) => (query.state.data?.making ? MAKING_POLL_MS : false),
    staleTime: 0,
  });
}
