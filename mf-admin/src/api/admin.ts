import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@dreamweaver/web-kit';
import type { AdminStory, AdminUser, AdminUserStory, CreatedUser } from '@dreamweaver/contracts';

// The admin API calls: one queryOptions factory per resource (the first key
// element is the URL, the shared fetcher's rule), then the changes.

/** Stories change while they generate; the list refreshes itself while the tab is open. */
const ADMIN_STORIES_POLL_MS = 15_000;

/** Every admin query starts with this, so one invalidation refreshes them all. */
export const isAdminQuery = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/api/admin/');

export function usersQuery() {
  return queryOptions<AdminUser[]>({ queryKey: ['/api/admin/users'], staleTime: 0 });
}

export function adminStoriesQuery() {
  return queryOptions<AdminStory[]>({ queryKey: ['/api/admin/stories'], staleTime: 0, refetchInterval: ADMIN_STORIES_POLL_MS });
}

export function userStoriesQuery(userId: number) {
  return queryOptions<AdminUserStory[]>({ queryKey: [`/api/admin/users/${userId}/stories`], staleTime: 0 });
}

export function createUser(username: string, email: string | undefined): Promise<CreatedUser> {
  return apiRequest<CreatedUser>('/api/admin/users', { method: 'POST', data: { username, email } });
}

const storyPath = (storyId: string) => `/api/admin/stories/${encodeURIComponent(storyId)}`;

export function setStoryGalleryHidden(storyId: string, hidden: boolean): Promise<AdminStory> {
  return apiRequest<AdminStory>(`${storyPath(storyId)}/gallery`, { method: 'PUT', data: { hidden } });
}

export function assignStory(storyId: string, userId: number | null): Promise<unknown> {
  return apiRequest(`${storyPath(storyId)}/assign`, { method: 'PUT', data: { userId } });
}

export function retryStory(storyId: string): Promise<unknown> {
  return apiRequest(`${storyPath(storyId)}/retry`, { method: 'POST', data: {} });
}

export function refundStory(storyId: string): Promise<unknown> {
  return apiRequest(`${storyPath(storyId)}/refund`, { method: 'POST', data: {} });
}
