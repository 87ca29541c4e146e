import { queryOptions } from '@tanstack/react-query';
import { API_ROUTES, type StoryJson } from '@dreamweaver/contracts';

// The account's API calls (sign-in, registration and sign-out are the session's,
// in web-kit): one queryOptions factory per resource; the first key element is the URL.

/** The signed-in user's stories; dropped by the session when the user changes. */
export function myStoriesQuery() {
  return queryOptions<StoryJson[]>({ queryKey: [API_ROUTES.stories.mine.path], retry: false });
}
