import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SCENE_PICTURE_SIZES } from '@dreamweaver/contracts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../bff/test/generation/fake-openai-server.ts';
import { pngPicture } from '../bff/test/support/png.ts';
import { SKIP_MESSAGE, chromiumAvailable, launchChromium } from './chromium.ts';
import { createStory, openPage, screenshot } from './pages.ts';
import { startProduct, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// Issue #30 item 4: the story page's first scene picture, its largest paint, is asked for at high
// priority and at the size a phone shows it. The pictures come from an image service (a fake one
// answering a 1024 × 683 PNG, as the OpenAI engine's are raster), so the story has smaller copies;
// the offline engine's SVG pictures get none. The page comes with its preloads (the story's JSON,
// the picture): the page's own requests use them, nothing is fetched twice.

const PHONE = { width: 390, height: 844 };

describe.skipIf(!chromiumAvailable)('the story page’s first picture, in Chromium', () => {
  let fake: FakeOpenAiServer;
  let product: Product;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ picture: pngPicture(1024, 683) });
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

  it('is asked for at high priority, as the copy a phone shows, and the page’s preloads are used', async () => {
    const maker = await openPage(browser, `${product.url}/privacy-policy`);
    const { id } = await createStory(maker.page, 'Mia');
    await maker.close();
    // Complete, so the page asks for the story once and does not poll it.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${product.url}/api/stories/${id}/progress`)).json()) as { status: string }).status,
        {
          timeout: 120_000,
          interval: 500,
        },
      )
      .toBe('completed');

    // A new visitor opens the shared link on a phone.
    const { page, errors, close } = await openPage(browser, 'about:blank', PHONE);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const response = await page.goto(`${product.url}/story/${id}`);
    const link = (await response?.headerValue('link')) ?? '';
    const picture = page.locator('[data-testid="viewer-scene"][data-scene="1"] img.viewer-image__img');
    await page.locator('.viewer-image[data-status="success"]').waitFor();

    const shown = await picture.evaluate((img: HTMLImageElement) => ({
      fetchPriority: img.getAttribute('fetchpriority'),
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes'),
      src: new URL(img.src).pathname,
      currentSrc: new URL(img.currentSrc).pathname,
    }));
    expect(shown.fetchPriority).toBe('high');
    expect(shown.sizes).toBe(SCENE_PICTURE_SIZES);
    expect(shown.srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['480w', '768w', '1024w']);
    expect(shown.src).toMatch(/\/scenes\/1\/image\/scene-1-picture\.png$/);
    // 390 CSS px at one device pixel each: the 480 px copy, not the 1024 px original.
    expect(shown.currentSrc).toMatch(/\/scene-1-picture-480w\.webp$/);

    // The page came with the story's JSON and that picture preloaded, with the same srcset and sizes.
    expect(link).toContain(`</api/stories/${id}>; rel=preload; as=fetch`);
    expect(link).toContain(`; rel=preload; as=image; fetchpriority=high; imagesrcset="${shown.srcset}"`);
    // What was preloaded is what the page used: one request for the story, one for its picture.
    expect(requests.filter((path) => path === `/api/stories/${id}`)).toHaveLength(1);
    expect(requests.filter((path) => path.includes('/scenes/1/image/'))).toEqual([shown.currentSrc]);
    expect(errors).toEqual([]);
    await screenshot(page, 'story-page-phone-raster-en');
    await close();
  });
});
