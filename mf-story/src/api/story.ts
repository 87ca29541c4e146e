import { useQuery } from '@tanstack/react-query';
import type { StoryJson } from '@dreamweaver/contracts';

// GET /api/stories/:id (spec.md section 7). Polling is driven by the viewer, which knows
// whether a payment just happened (see viewer/polling.ts).
export function storyQueryKey(id: string): readonly [string] {
  return [`/api/stories/${encodeURIComponent(id)}`] as const;
}

export function useStory(id: string) {
  return useQuery<StoryJson>({ queryKey: storyQueryKey(id) });
}

/** The fetcher raises "404: ..." for an unknown story; the viewer shows 'Story Not Found' for it. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404:');
}
