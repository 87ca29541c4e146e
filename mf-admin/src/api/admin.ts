import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, fetchPage, type ListPage } from '@dreamweaver/web-kit';
import {
  API_AREAS,
  API_ROUTES,
  apiPath,
  type AdminStory,
  type AdminUser,
  type AdminUserStory,
  type CreatedUser,
  type PasswordReset,
} from '@dreamweaver/contracts';

// The admin API calls: one queryOptions factory per resource (the first key
// element is the URL, the shared fetcher's rule), then the changes.

/** Stories change while they generate; the list refreshes itself while the tab is open. */
const ADMIN_STORIES_POLL_MS = 15_000;

/** Every admin query starts with this, so one invalidation refreshes them all. */
export const isAdminQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith(`${API_AREAS.admin}/`);

/**
 * A list the dashboard reads a page at a time (contracts/src/paging.ts); "Load more" asks for the
 * next. The first page is asked for without a cursor or a limit (the server's page size).
 */
function pagedQuery<T>(path: string, params: Record<string, string | undefined> = {}) {
  return infiniteQueryOptions({
    queryKey: [path, params],
    queryFn: ({ pageParam, signal }) => fetchPage<T>(path, { ...params, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<T>) => last.next,
    staleTime: 0,
  });
}

/** The accounts, oldest first, a page at a time. */
export function usersQuery() {
  return pagedQuery<AdminUser>(API_ROUTES.admin.users.path);
}

/** The first page of accounts alone (the Assign dialog's choice). */
export function firstUsersQuery() {
  return queryOptions({
    queryKey: [API_ROUTES.admin.users.path, { limit: 200 }],
    queryFn: ({ signal }) => fetchPage<AdminUser>(API_ROUTES.admin.users.path, { limit: 200 }, signal),
  });
}

/** The stories, newest first, searched by the server (title or id) and read a page at a time. */
export function adminStoriesQuery(search: string) {
  return {
    ...pagedQuery<AdminStory>(API_ROUTES.admin.stories.path, { search: search.trim() || undefined }),
    refetchInterval: ADMIN_STORIES_POLL_MS,
  };
}

export function userStoriesQuery(userId: number) {
  return pagedQuery<AdminUserStory>(apiPath(API_ROUTES.admin.userStories, { userId }));
}

export function createUser(username: string, email: string | undefined): Promise<CreatedUser> {
  return apiRequest<CreatedUser>(API_ROUTES.admin.createUser.path, { method: 'POST', data: { username, email } });
}

/** A new temporary password for the account (24 hours, to be changed at sign-in); it is signed out everywhere. */
export function resetPassword(userId: number): Promise<PasswordReset> {
  return apiRequest<PasswordReset>(apiPath(API_ROUTES.admin.resetPassword, { userId }), { method: 'POST', data: {} });
}

export function setStoryGalleryHidden(storyId: string, hidden: boolean): Promise<AdminStory> {
  return apiRequest<AdminStory>(apiPath(API_ROUTES.admin.storyInGallery, { storyId }), {
    method: 'PUT',
    data: { hidden },
  });
}

export function assignStory(storyId: string, userId: number | null): Promise<unknown> {
  return apiRequest(apiPath(API_ROUTES.admin.assignStory, { storyId }), { method: 'PUT', data: { userId } });
}

export function retryStory(storyId: string): Promise<unknown> {
  return apiRequest(apiPath(API_ROUTES.admin.retryStory, { storyId }), { method: 'POST', data: {} });
}

export function refundStory(storyId: string): Promise<unknown> {
  return apiRequest(apiPath(API_ROUTES.admin.refundStory, { storyId }), { method: 'POST', data: {} });
}
