// The admin API's query keys: the first element is the URL (the shared fetcher's rule).
export const USERS_KEY = ['/api/admin/users'] as const;
export const STORIES_KEY = ['/api/admin/stories'] as const;
export const userStoriesKey = (userId: number) => [`/api/admin/users/${userId}/stories`] as const;
/** Every admin query starts with this, so one invalidation refreshes them all. */
export const isAdminQuery = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/api/admin/');
