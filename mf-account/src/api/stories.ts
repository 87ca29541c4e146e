import { queryOptions } from '@tanstack/react-query';
import { API_ROUTES, type OfferedStoryJson, type StoryJson } from '@dreamweaver/contracts';
import { apiRequest, fetchPage, type ListPage } from '@dreamweaver/web-kit';

// The account's API calls (sign-in, registration and sign-out are the session's,
// in web-kit): one queryOptions factory per resource; the first key element is the URL.

/** Every one of the user's stories, read a page at a time (the list is paged by the server). */
async function allMyStories(signal: AbortSignal): Promise<StoryJson[]> {
  const stories: StoryJson[] = [];
  let cursor: string | null = null;
  do {
    const page: ListPage<StoryJson> = await fetchPage<StoryJson>(API_ROUTES.stories.mine.path, { cursor }, signal);
    stories.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return stories;
}

/** The signed-in user's stories; dropped by the session when the user changes. */
export function myStoriesQuery() {
  return queryOptions<StoryJson[]>({
    queryKey: [API_ROUTES.stories.mine.path],
    queryFn: ({ signal }) => allMyStories(signal),
    retry: false,
  });
}

/** The stories this browser made while signed out that no account has yet, offered after sign-in. */
export function offeredStoriesQuery() {
  return queryOptions<OfferedStoryJson[]>({ queryKey: [API_ROUTES.stories.offered.path], retry: false });
}

/** Adds the chosen offered stories to the account; the rest are not offered again. */
export function acceptOfferedStories(storyIds: string[]): Promise<{ accepted: number }> {
  return apiRequest(API_ROUTES.stories.acceptOffered.path, { method: 'POST', data: { storyIds } });
}

export function declineOfferedStories(): Promise<unknown> {
  return apiRequest(API_ROUTES.stories.declineOffered.path, { method: 'POST', parseJson: false });
}
