import { queryOptions } from '@tanstack/react-query';
import {
  API_ROUTES,
  apiPath,
  type ChildProfileInput,
  type ChildProfileJson,
  type StoryChildJson,
} from '@dreamweaver/contracts';
import { apiRequest } from '@dreamweaver/web-kit';

// The child profiles of the signed-in parent (docs/children.md); the session drops them when the user changes.

export function childrenQuery() {
  return queryOptions<ChildProfileJson[]>({ queryKey: [API_ROUTES.children.list.path], retry: false });
}

/** Creates the profile, or replaces the whole of an existing one. */
export function saveChild(input: ChildProfileInput, id?: string): Promise<ChildProfileJson> {
  return id === undefined
    ? apiRequest(API_ROUTES.children.create.path, { method: 'POST', data: input })
    : apiRequest(apiPath(API_ROUTES.children.update, { id }), { method: 'PUT', data: input });
}

export function deleteChild(id: string, stories: 'keep' | 'delete'): Promise<{ deletedStories: number }> {
  return apiRequest(`${apiPath(API_ROUTES.children.remove, { id })}?stories=${stories}`, { method: 'DELETE' });
}

/** The export file's address: the browser downloads it with the session's cookie. */
export const childExportUrl = (id: string) => apiPath(API_ROUTES.children.export, { id });

/** Adds one of the parent's own stories to a child's stories, or takes it out (null). */
export function setStoryChild(storyId: string, childId: string | null): Promise<StoryChildJson> {
  return apiRequest(apiPath(API_ROUTES.children.story, { id: storyId }), { method: 'PUT', data: { childId } });
}
