import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the query client (never refetches, never stale, no retries)', () => {
  it('has no refetch interval, no refetch on focus, never-stale data and no retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('asks the server once for a failing query and keeps fetched data fresh', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/stories/user'] })).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
    await client.fetchQuery({ queryKey: ['/api/stories/recent'] });
    expect(client.getQueryState(['/api/stories/recent'])?.isInvalidated).toBe(false);
    await client.fetchQuery({ queryKey: ['/api/stories/recent'] }); // served from the cache: never stale
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failing mutation', async () => {
    const mutationFn = vi.fn().mockRejectedValue(new Error('nope'));
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow('nope');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
