import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { StoryJson } from '@dreamweaver/contracts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../bff/test/generation/fake-openai-server.ts';
import { pngPicture } from '../bff/test/support/png.ts';
import { SKIP_MESSAGE, chromiumAvailable, launchChromium } from './chromium.ts';
import { openPage } from './pages.ts';
import { startProduct, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// The first scene in under 10 seconds: the picture develops in front of the child. The pictures
// come from an image service that streams two partial pictures before each final one (a fake one,
// taking 12 s a picture: partials at 4 s and 8 s); the story page shows scene 1's partial picture,
// then swaps in the final one, polling the story.

describe.skipIf(!chromiumAvailable)('a picture that develops on the story page, in Chromium', () => {
  let fake: FakeOpenAiServer;
  let product: Product;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ picture: pngPicture(1024, 683), latencies: { images: 12_000 } });
    const [started, chromium] = await Promise.all([
      startProduct({ OPENAI_IMAGE_API_KEY: 'test-key', OPENAI_IMAGE_BASE_URL: fake.baseURL }),
      launchChromium(),
    ]);
    product = started;
    browser = chromium.browser;
    closeBrowser = chromium.close;
  });

  afterAll(async () => {
    await closeBrowser?.();
    await product?.stop();
    await fake?.close();
  });

  it("shows scene 1's partial picture, then the final one", async () => {
    const created = await fetch(`${product.url}/api/stories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        audience: 'child',
        storyType: 'classic',
        recipientDetails: { name: 'Mia' },
        language: 'en',
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const storyNow = async () => (await (await fetch(`${product.url}/api/stories/${id}`)).json()) as StoryJson;
    await expect
      .poll(async () => (await storyNow()).scenes[0]?.imagePartial, { timeout: 60_000, interval: 200 })
      .toBe(true);

    const { page, errors, close } = await openPage(browser, `${product.url}/story/${id}`);
    const picture = page.locator(
      '[data-testid="viewer-scene"][data-scene="1"] img.viewer-image__img:not([aria-hidden])',
    );
    const srcOf = async () => new URL((await picture.getAttribute('src')) ?? '', product.url).pathname;
    await page.locator('[data-testid="viewer-scene"][data-scene="1"] .viewer-image[data-status="success"]').waitFor();
    expect(await srcOf()).toMatch(/\/scenes\/1\/image\/scene-1-picture-partial-[0-9a-f]{8}-[01]\.png$/);
    expect(await picture.getAttribute('alt')).toBeTruthy();

    // The final picture replaces it without a reload.
    await expect.poll(srcOf, { timeout: 30_000, interval: 250 }).toMatch(/\/scenes\/1\/image\/scene-1-picture\.png$/);
    await page.locator('[data-testid="viewer-scene"][data-scene="1"] .viewer-image[data-status="success"]').waitFor();
    expect((await storyNow()).scenes[0].imagePartial).toBeUndefined();
    expect(errors).toEqual([]);
    await close();
  });
});
