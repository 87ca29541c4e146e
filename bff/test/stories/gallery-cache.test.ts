import zlib from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { setGalleryHidden } from '../../src/services/admin-stories.ts';
import { RECENT_CACHE_MS } from '../../src/services/story-gallery.ts';
import { recent, share, storyMadeBy, titles } from '../security/gallery-fixtures.ts';
import { useAppWithOtherHost } from '../support/app-with-other-host.ts';
import { queriesOf } from '../support/queries-of.ts';
import { rawRequest } from '../support/raw-request.ts';

// The gallery is read once per RECENT_CACHE_MS and sent from the same bytes to everybody
// (services/story-gallery.ts, http/shared-json.ts). A change made by this process shows at once;
// one made by another host or a worker process within the bound.

const hosts = useAppWithOtherHost();

/** A GET with exactly these headers (fetch decodes bodies, and adds `Cache-Control: no-cache` to a request with If-None-Match). */
const raw = (path: string, headers: Record<string, string>) => rawRequest(hosts.app.url, 'GET', path, { headers });

describe('the gallery this process keeps for a moment', () => {
  it('answers again from the same bytes without a query, with an ETag that gives 304', async () => {
    const creator = hosts.app.client();
    await share(creator, await storyMadeBy(hosts.app, creator, 'Ida'));
    const readAt = Date.now();
    const first = await hosts.app.client().get('/api/stories/recent?limit=20');
    expect(titles(first.body)).toEqual(['Ida and the Silver Moon']);
    let again: typeof first | undefined;
    const queries = await queriesOf(
      hosts.app.db.knex,
      async () => (again = await hosts.app.client().get('/api/stories/recent?limit=20')),
    );
    // (On a machine too busy to ask again within the bound, the second answer is a new read.)
    if (Date.now() - readAt < RECENT_CACHE_MS) expect(queries).toEqual([]);
    expect(again!.text).toBe(first.text);
    expect(again!.headers.get('cache-control')).toBe('public, max-age=30');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await raw('/api/stories/recent?limit=20', { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect((await raw('/api/stories/recent?limit=20', { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
  });

  it('sends the same JSON compressed, as the browser accepts, once it is 1 KB or more', async () => {
    const creator = hosts.app.client();
    for (const name of [
      'Ada',
      'Bea',
      'Cleo',
      'Dora',
      'Elsa',
      'Fini',
      'Gesa',
      'Hanna',
      'Ines',
      'Jule',
      'Kira',
      'Lina',
    ]) {
      await share(creator, await storyMadeBy(hosts.app, creator, name));
    }
    const plain = await hosts.app.client().get('/api/stories/recent?limit=20');
    expect(plain.text.length).toBeGreaterThanOrEqual(1024);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const compressed = await raw('/api/stories/recent?limit=20', { 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-type']).toMatch(/^application\/json/);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(compressed.bytes).toString('utf8')).toBe(plain.text);
    }
  });

  it('shows a change made by this process at once: un-sharing, sharing, hiding', async () => {
    const creator = hosts.app.client();
    const storyId = await storyMadeBy(hosts.app, creator, 'Mara');
    await share(creator, storyId);
    expect(titles((await recent(hosts.app.client())).items)).toContain('Mara and the Silver Moon');
    await share(creator, storyId, false);
    expect(titles((await recent(hosts.app.client())).items)).not.toContain('Mara and the Silver Moon');
    await share(creator, storyId);
    expect(titles((await recent(hosts.app.client())).items)).toContain('Mara and the Silver Moon');
    await setGalleryHidden(hosts.app.db.knex, storyId, true);
    expect(titles((await recent(hosts.app.client())).items)).not.toContain('Mara and the Silver Moon');
  });

  it('shows a change made by another host within RECENT_CACHE_MS', async () => {
    const creator = hosts.app.client();
    const storyId = await storyMadeBy(hosts.app, creator, 'Nele');
    await share(creator, storyId);
    expect(titles((await recent(hosts.app.client())).items)).toContain('Nele and the Silver Moon');
    await hosts.otherHost.knex('stories').where({ id: storyId }).update({ galleryId: null, sharedAt: null });
    await sleep(RECENT_CACHE_MS);
    expect(titles((await recent(hosts.app.client())).items)).not.toContain('Nele and the Silver Moon');
  });
});
