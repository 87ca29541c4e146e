import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStory } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { rawRequest } from '../support/raw-request.ts';

// Attack: forge the Host (or X-Forwarded-Host) header so the checkout accepts return URLs on the
// attacker's site and the receipt email links there. Found on main:
//   curl -H 'Host: evil.example' -H 'content-type: application/json' \
//     -d '{"storyId":"<id>","successUrl":"http://evil.example/payment-success","cancelUrl":"http://evil.example/x"}' \
//     http://127.0.0.1:3000/api/payments/create-checkout-session        -> 200, checkout redirects to evil.example
// The product's own origin comes from settings (PUBLIC_URL) or the socket the server listens on.

describe('checkout return URLs are checked against our own origin, not request headers', () => {
  let app: TestApp;
  let storyId: string;
  beforeAll(async () => {
    app = await startTestApp();
    storyId = (await createStory(app, { title: 'The Moon Owl' })).id;
  });
  afterAll(() => app?.close());

  const checkout = (successUrl: string, headers: Record<string, string> = {}) =>
    rawRequest(app.url, 'POST', '/api/payments/create-checkout-session', {
      headers,
      json: { storyId, successUrl, cancelUrl: successUrl.replace('payment-success', 'story') },
    });

  it('refuses the attacker origin named by a forged Host header', async () => {
    const response = await checkout('http://evil.example/payment-success', { host: 'evil.example' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The return address must be a page of this site.');
  });

  it('refuses it with X-Forwarded-Host as well', async () => {
    const response = await checkout('http://evil.example/payment-success', {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(response.status).toBe(400);
  });

  it('accepts the address the server really listens on, and the checkout stays there', async () => {
    const response = await checkout(`${app.url}/payment-success`, { host: 'evil.example' });
    expect(response.status).toBe(200);
    expect(new URL(response.body.url).origin).toBe(app.url);
  });

  describe('with PUBLIC_URL set', () => {
    let publicApp: TestApp;
    let publicStoryId: string;
    beforeAll(async () => {
      publicApp = await startTestApp({ PUBLIC_URL: 'http://stories.example', TRUST_PROXY_HOPS: '1' });
      publicStoryId = (await createStory(publicApp, { title: 'The Moon Owl' })).id;
    });
    afterAll(() => publicApp?.close());

    it('only PUBLIC_URL counts, whatever X-Forwarded-Host says', async () => {
      const forged = await rawRequest(publicApp.url, 'POST', '/api/payments/create-checkout-session', {
        headers: { 'x-forwarded-host': 'evil.example' },
        json: {
          storyId: publicStoryId,
          successUrl: 'http://evil.example/payment-success',
          cancelUrl: 'http://evil.example/',
        },
      });
      expect(forged.status).toBe(400);
      const own = await rawRequest(publicApp.url, 'POST', '/api/payments/create-checkout-session', {
        headers: { 'x-forwarded-host': 'evil.example' },
        json: {
          storyId: publicStoryId,
          successUrl: 'http://stories.example/payment-success',
          cancelUrl: 'http://stories.example/',
        },
      });
      expect(own.status).toBe(200);
      expect(new URL(own.body.url).origin).toBe('http://stories.example');
    });
  });
});
