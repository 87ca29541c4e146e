import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@dreamweaver/web-kit';
import { nextPollDelay } from '../viewer/polling.ts';
import { progressPollDelay } from '../generating/progress-rules.ts';
import {
  API_ROUTES,
  apiPath,
  type COVER_LIMIT,
  type GALLERY_LIMIT,
  RECENT_CACHE_SECONDS,
  type CreateStoryOrder,
  type CreateStoryRequest,
  type RecentStoryJson,
  type StoryJson,
  type StoryProgressJson,
} from '@dreamweaver/contracts';

// The story API calls: one queryOptions factory per resource, then the
// mutations. Queries use the shared fetcher (the query client's default queryFn): the first key
// element is the URL, the second its query string. Each query polls through a refetchInterval
// function that reads the rules of its page (generating/progress-rules.ts, viewer/polling.ts).

const RECENT_CACHE_MS = RECENT_CACHE_SECONDS * 1000;

/** Shared stories by gallery id: limit 20 for the gallery, 15 for covers and preview frames; cached 5 minutes. */
export function recentStoriesQuery(limit: typeof GALLERY_LIMIT | typeof COVER_LIMIT) {
  return queryOptions<RecentStoryJson[]>({
    queryKey: [API_ROUTES.stories.recent.path, { limit }],
    staleTime: RECENT_CACHE_MS,
    gcTime: RECENT_CACHE_MS,
  });
}

/** Generation progress, asked for every 2 s until the story can be read or has failed (a failed poll backs off). */
export function storyProgressQuery(id: string) {
  return queryOptions<StoryProgressJson>({
    queryKey: [apiPath(API_ROUTES.stories.progress, { id })],
    refetchInterval: (query) => progressPollDelay(query.state),
    staleTime: 0,
    gcTime: 0,
  });
}

/** How many answers (good or failed) the query has had, manual updates included. */
export function answerCount(state: { dataUpdateCount: number; errorUpdateCount: number } | undefined): number {
  return state ? state.dataUpdateCount + state.errorUpdateCount : 0;
}

/**
 * A story with its scenes, refetched on the viewer's schedule (viewer/polling.ts), also in a
 * background tab. `answersAtPayment` is the query's answerCount when a payment was verified
 * (null before), so the polls since then are counted against the post-payment limit.
 */
export function storyQuery(id: string, answersAtPayment: number | null = null) {
  return queryOptions<StoryJson>({
    queryKey: [apiPath(API_ROUTES.stories.story, { id })],
    refetchInterval: (query) => {
      const story = query.state.data;
      if (!story) return false;
      const postPaymentPolls = answersAtPayment === null ? null : answerCount(query.state) - answersAtPayment;
      return nextPollDelay(story, postPaymentPolls) ?? false;
    },
    refetchIntervalInBackground: true,
  });
}

/** A new story from the form's order, with the plan the parent confirmed and their answers when there are. */
function createStory(order: CreateStoryOrder): Promise<StoryJson> {
  return apiRequest<StoryJson>(API_ROUTES.stories.create.path, { method: 'POST', data: order });
}

export function useCreateStory() {
  return useMutation({ mutationFn: createStory });
}

/** A failed story's same request again (its creator only). */
export function retryStory(id: string): Promise<StoryProgressJson> {
  return apiRequest<StoryProgressJson>(apiPath(API_ROUTES.stories.retry, { id }), { method: 'POST' });
}

/** The answers a story was made from (its creator only), to start over with. */
export function fetchStoryRequest(id: string): Promise<CreateStoryRequest> {
  return apiRequest<CreateStoryRequest>(apiPath(API_ROUTES.stories.request, { id }));
}
