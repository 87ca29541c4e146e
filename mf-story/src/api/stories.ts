import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@dreamweaver/web-kit';
import {
  COVER_LIMIT,
  GALLERY_LIMIT,
  RECENT_CACHE_SECONDS,
  type CreateStoryRequest,
  type RecentStoryJson,
  type StoryJson,
  type StoryProgressJson,
} from '@dreamweaver/contracts';

// Story-creation calls of spec.md section 7. Queries use the shared fetcher (the query
// client's default queryFn): the first key element is the URL, the second its query string.

const RECENT_CACHE_MS = RECENT_CACHE_SECONDS * 1000;
export const PROGRESS_POLL_MS = 2000;

/** Shared stories by gallery id: limit 20 for the gallery, 15 for covers and preview frames; cached 5 minutes. */
export function recentStoriesQuery(limit: typeof GALLERY_LIMIT | typeof COVER_LIMIT) {
  return queryOptions<RecentStoryJson[]>({
    queryKey: ['/api/stories/recent', { limit }],
    staleTime: RECENT_CACHE_MS,
    gcTime: RECENT_CACHE_MS,
  });
}

/** Generation progress, asked for every 2 s until the page leaves. */
export function storyProgressQuery(id: string) {
  return queryOptions<StoryProgressJson>({
    queryKey: [`/api/stories/${encodeURIComponent(id)}/progress`],
    refetchInterval: PROGRESS_POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });
}

export function createStory(request: CreateStoryRequest): Promise<StoryJson> {
  return apiRequest<StoryJson>('/api/stories', { method: 'POST', data: request });
}

export function useCreateStory() {
  return useMutation({ mutationFn: createStory });
}

/** A failed story's same request again (its creator only). */
export function retryStory(id: string): Promise<StoryProgressJson> {
  return apiRequest<StoryProgressJson>(`/api/stories/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

/** The answers a story was made from (its creator only), to start over with. */
export function fetchStoryRequest(id: string): Promise<CreateStoryRequest> {
  return apiRequest<CreateStoryRequest>(`/api/stories/${encodeURIComponent(id)}/request`);
}
