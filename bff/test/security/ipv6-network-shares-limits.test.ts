import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBucket } from '../../src/services/client-address.ts';
import { CHECKOUTS_PER_ADDRESS, reserveCheckoutCreation } from '../../src/services/checkout-limit.ts';
import { DEFAULT_REGISTRATION_POLICY, reserveRegistration } from '../../src/services/registration-limit.ts';
import { DEFAULT_THROTTLE_POLICY } from '../../src/services/sign-in-throttle.ts';
import { STORIES_PER_HOUR, reserveStoryCreation } from '../../src/services/story-creation-limit.ts';
import { STORY_LINK_REQUESTS_PER_CLIENT, reserveStoryLinkRequest } from '../../src/services/story-link-recipients.ts';
import { authenticate } from '../../src/services/user-service.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Attack: step around a per-address limit with IPv6. One subscriber holds a whole /64, so each
// fresh address (2^64 of them) started a fresh count, and ::ffff:192.0.2.1 was counted apart
// from 192.0.2.1. Every per-address limit (sign-in, registration, story creation, checkout,
// story-link email) now counts an IPv6 /64 as one client and an IPv4-mapped address as its IPv4.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A new address in 2001:db8:5:6::/64 each call. */
let host = 0;
const inNetwork = (prefix = '2001:db8:5:6') => `${prefix}::${(++host).toString(16)}`;

describe('client networks', () => {
  it('buckets IPv6 by /64 and IPv4-mapped IPv6 as IPv4', () => {
    expect(addressBucket('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64');
    expect(addressBucket('2001:0DB8:0005:0006:ffff:ffff:ffff:ffff')).toBe('2001:db8:5:6::/64');
    expect(addressBucket('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
    expect(addressBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('::ffff:c000:201')).toBe('192.0.2.1');
    expect(addressBucket('192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('lets two addresses of one /64 share the sign-in limits', async () => {
    const rules = app.context.accountRules;
    const attempt = (username: string, address: string) =>
      authenticate(app.db.knex, { username, password: 'wrong', address }, rules).then(
        () => 200,
        (e) => (e as { status: number }).status,
      );
    // One name from one network: 5 tries, whichever of its addresses they come from.
    for (let i = 0; i < DEFAULT_THROTTLE_POLICY.perUserAndAddress.max; i++)
      expect(await attempt('v6-target', inNetwork())).toBe(401);
    expect(await attempt('v6-target', inNetwork())).toBe(429);
    expect(await attempt('v6-target', inNetwork('2001:db8:5:7'))).toBe(401);
    // Many names from one network (spraying): 20 in all.
    const sprayed = DEFAULT_THROTTLE_POLICY.perAddress.max - DEFAULT_THROTTLE_POLICY.perUserAndAddress.max;
    for (let i = 0; i < sprayed; i++) expect(await attempt(`v6-sprayed-${i}`, inNetwork())).toBe(401);
    expect(await attempt('v6-sprayed-x', inNetwork())).toBe(429);
    // IPv4 and its mapped form are one client.
    for (let i = 0; i < DEFAULT_THROTTLE_POLICY.perUserAndAddress.max; i++) {
      expect(await attempt('v4-target', i % 2 ? '::ffff:192.0.2.44' : '192.0.2.44')).toBe(401);
    }
    expect(await attempt('v4-target', '::ffff:c000:22c')).toBe(429);
  });

  it('lets two addresses of one /64 share the registration, story, checkout and story-link limits', async () => {
    const db = app.db.knex;
    const refusedAfter = async (max: number, take: (address: string) => Promise<unknown>, prefix: string) => {
      for (let i = 0; i < max; i++) await take(inNetwork(prefix));
      await expect(take(inNetwork(prefix))).rejects.toMatchObject({ status: 429 });
      // The next network along is another client.
      await take(`${prefix.replace(/:[0-9a-f]+$/, ':ff')}::1`);
    };
    await refusedAfter(
      DEFAULT_REGISTRATION_POLICY.perAddress.max,
      (address) => reserveRegistration(db, address),
      '2001:db8:10:1',
    );
    await refusedAfter(STORIES_PER_HOUR, (address) => reserveStoryCreation(db, address), '2001:db8:10:2');
    let story = 0;
    await refusedAfter(
      CHECKOUTS_PER_ADDRESS,
      (address) => reserveCheckoutCreation(db, { storyId: `story-${++story}`, clientAddress: address }),
      '2001:db8:10:3',
    );
    let session = 0;
    await refusedAfter(
      STORY_LINK_REQUESTS_PER_CLIENT,
      (address) => reserveStoryLinkRequest(db, { sessionId: `cs_${++session}`, clientAddress: address }),
      '2001:db8:10:4',
    );
    // Counted under the /64, not the address.
    const keys = (await db('rate_limits').select('key')).map((row: { key: string }) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'register:addr:2001:db8:10:1::/64',
        'stories:addr:2001:db8:10:2::/64',
        'checkout:addr:2001:db8:10:3::/64',
        'story-link:addr:2001:db8:10:4::/64',
      ]),
    );
    expect(keys.filter((key) => /::[0-9a-f]+$/.test(key) && !key.endsWith('/64'))).toEqual([]);
  });
});
