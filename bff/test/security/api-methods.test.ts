import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-request.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// What a path answers to a method it does not take, or that no router implements (a page path
// gets the routers' 501), whichever router the path belongs to and for paths of none; the same
// before and after routers were skipped for paths outside their prefix (app.ts).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('methods a path does not take', () => {
  it.each([
    ['DELETE', '/api/stories/recent'],
    ['PUT', '/api/auth/me'],
    ['DELETE', '/api/gallery/some-gallery-id/cover'],
    ['PROPFIND', '/api/stories/recent'],
    ['PROPFIND', '/api/nope'],
    ['PROPFIND', '/story/abc'],
    ['OPTIONS', '/api/auth/me'],
    ['OPTIONS', '/api/nope'],
  ])('%s %s', async (method, path) => {
    const response = await rawRequest(app.url, method, path);
    expect({ status: response.status, allow: response.headers.allow }).toMatchSnapshot();
  });
});
