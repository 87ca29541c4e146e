import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { rawRequest } from '../support/raw-request.ts';

// Attack/fault: with an https PUBLIC_URL, a request that reaches the bff over plain http (no
// X-Forwarded-Proto) and would set a session cookie. Found on main:
//   curl -H 'content-type: application/json' -d '{"username":"parent","password":"secret1"}' \
//     http://127.0.0.1:3000/api/auth/register   -> 500 "Cannot send secure cookie over unencrypted connection"

describe('plain http behind an https PUBLIC_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://stories.example' });
  });
  afterAll(() => app?.close());

  it('is sent to the https address instead of failing', async () => {
    const response = await rawRequest(app.url, 'POST', '/api/auth/register', {
      json: { username: 'parent', password: 'secret1' },
    });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('https://stories.example/api/auth/register');
  });

  it('a forged Host cannot choose where it is sent', async () => {
    const response = await rawRequest(app.url, 'GET', '/story/abc?x=1', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('https://stories.example/story/abc?x=1');
  });

  it('through the proxy (X-Forwarded-Proto: https) it signs in with a Secure cookie', async () => {
    const response = await rawRequest(app.url, 'POST', '/api/auth/register', {
      headers: { 'x-forwarded-proto': 'https' },
      json: { username: 'parent', password: 'secret1' },
    });
    expect(response.status).toBe(201);
    const cookies = response.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toMatch(/; secure/);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
