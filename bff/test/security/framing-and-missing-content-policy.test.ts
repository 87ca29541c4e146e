import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions } from '../../src/http/security-headers.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { rawRequest } from '../support/raw-request.ts';

// Attack: frame the product on another site (clickjacking the Pay button) and rely on no content
// policy. Found on main:
//   curl -sI http://127.0.0.1:3000/   -> no Content-Security-Policy, no X-Frame-Options, no Referrer-Policy

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers on pages, assets and the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ MF_STORY_URL: 'https://story-team.example/mf-manifest.json' });
  });
  afterAll(() => app?.close());

  it.each(['/', '/story/abc', '/remotes/mf-story/mf-manifest.json', '/api/stories/recent', '/api/nope'])(
    '%s',
    async (path) => {
      const response = await rawRequest(app.url, 'GET', path, { headers: { accept: 'text/html' } });
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
      // Plain http here: no HSTS (it would be ignored, and would pin localhost).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(['/api/stories/recent', '/'])(
    '%s carries every header helmet itself would set, with the same value',
    async (path) => {
      // helmet run per request on a real response, as before its headers were computed once at start-up.
      const expected = new ServerResponse(new IncomingMessage(new Socket()));
      helmet(helmetOptions(app.context.settings))(expected.req, expected, () => {});
      const helmetHeaders = Object.entries(expected.getHeaders());
      expect(helmetHeaders.length).toBeGreaterThan(10);
      const response = await rawRequest(app.url, 'GET', path, { headers: { accept: 'text/html' } });
      for (const [name, value] of helmetHeaders) expect([name, response.headers[name]]).toEqual([name, String(value)]);
    },
  );

  it('lets the shell load scripts from this origin and a remote deployed elsewhere, and nothing else', async () => {
    const response = await rawRequest(app.url, 'GET', '/', { headers: { accept: 'text/html' } });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://story-team.example']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://story-team.example']);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });
});
