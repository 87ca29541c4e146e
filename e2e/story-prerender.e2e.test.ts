import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { chromiumAvailable } from './chromium.ts';
import { createStory, remoteReady, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

// A story's page comes with its first screen in it (shell/scripts/prerender.ts, filled by the bff:
// bff/src/frontend/story-prerender.ts), so scene 1's picture paints before any script has run;
// the app then puts the viewer in its place, the same screen: one picture at any time, shown
// throughout, never the loading state.

/** Kept by the page from its first script on: what each frame showed of the first screen. */
interface Frames {
  frames: number;
  mostPictures: number;
  hiddenPicture: number;
  loading: number;
  firstFrameWithPicture: number;
}

/** Watches every frame (requestAnimationFrame) from before the page's own scripts. */
function watchFrames() {
  const seen: Frames = { frames: 0, mostPictures: 0, hiddenPicture: 0, loading: 0, firstFrameWithPicture: -1 };
  (window as unknown as { __frames: Frames }).__frames = seen;
  const look = () => {
    const pictures = document.querySelectorAll('img.viewer-image__img');
    seen.frames += 1;
    seen.mostPictures = Math.max(seen.mostPictures, pictures.length);
    if (pictures.length > 0 && seen.firstFrameWithPicture < 0) seen.firstFrameWithPicture = seen.frames;
    if (seen.firstFrameWithPicture >= 0) {
      // Faded (its opacity), not only marked: a fade-in over the picture it replaced is a flash too.
      if ([...pictures].some((img) => getComputedStyle(img).opacity !== '1')) seen.hiddenPicture += 1;
      if (pictures.length === 0 || document.querySelector('[data-testid="viewer-loading"], .shell-remote-loading'))
        seen.loading += 1;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

describe.skipIf(!chromiumAvailable)('the pre-rendered story page of the real build', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));
  let story: { id: string; title: string } | undefined;

  /** One unpaid story, made once, whose scene 1 has its picture. */
  async function theStory(): Promise<{ id: string; title: string }> {
    if (story) return story;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.url}/privacy-policy`);
    story = await createStory(page, 'Mia');
    await context.close();
    return story;
  }

  for (const [language, t] of [
    ['en', en],
    ['de', de],
  ] as const) {
    it(`in ${language}: scene 1 shows without JavaScript, and the viewer takes its place with one picture, shown throughout`, async () => {
      const { id, title } = await theStory();
      const viewport = { width: 390, height: 844 };
      const cookies = [{ name: 'dreamweaver.language', value: language, url: product.url }];
      const url = `${product.url}/story/${id}`;
      const scene = (await (await fetch(`${product.url}/api/stories/${id}`)).json()) as {
        scenes: { text: string; imageUrl: string }[];
      };

      // Without JavaScript: the pre-rendered title, picture (loaded, shown) and text of scene 1.
      const still = await browser.newContext({ viewport, javaScriptEnabled: false });
      await still.addCookies(cookies);
      const before = await still.newPage();
      await before.goto(url);
      expect(await before.locator('[data-prerendered="story"]').count()).toBe(1);
      await before.getByRole('heading', { level: 1, name: title }).waitFor();
      await before
        .getByRole('heading', { level: 2, name: t['viewer.scene.number'].replace('{number}', '1') })
        .waitFor();
      expect(await before.locator('.viewer-scene__text').textContent()).toBe(scene.scenes[0].text);
      const picture = before.locator('img.viewer-image__img');
      expect(await picture.getAttribute('src')).toBe(scene.scenes[0].imageUrl);
      expect(await picture.getAttribute('fetchpriority')).toBe('high');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await picture.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
      expect(await before.getByText(t['viewer.preview.banner'], { exact: true }).count()).toBe(1);
      const stillTitle = await box(before, 'h1.viewer-titlebar__title');
      const stillPicture = await box(before, 'img.viewer-image__img');
      await screenshot(before, `story-prerender-still-${language}`);
      await still.close();

      // With JavaScript: the viewer replaces it in place, with no frame of two pictures, none, a
      // hidden one or the loading state; then its controls work.
      const context = await browser.newContext({ viewport });
      await context.addCookies(cookies);
      await context.addInitScript(watchFrames);
      const page = await context.newPage();
      await page.goto(url);
      await remoteReady(page, 'mf_story');
      await page.getByTestId('story-reader').waitFor();
      expect(await page.locator('[data-prerendered]').count()).toBe(0);
      expect(await page.locator('img.viewer-image__img').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const liveTitle = await box(page, 'h1.viewer-titlebar__title');
      const livePicture = await box(page, 'img.viewer-image__img');
      for (const [live, still] of [
        [liveTitle, stillTitle],
        [livePicture, stillPicture],
      ]) {
        expect(Math.abs(live.y - still.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(live.height - still.height)).toBeLessThanOrEqual(1);
      }
      const frames = await page.evaluate(() => (window as unknown as { __frames: Frames }).__frames);
      expect(frames.firstFrameWithPicture).toBeGreaterThan(0);
      expect(frames).toMatchObject({ mostPictures: 1, hiddenPicture: 0, loading: 0 });
      await screenshot(page, `story-prerender-live-${language}`);
      await page.getByRole('button', { name: t['viewer.next'], exact: true }).click();
      await page.locator('[data-testid="viewer-scene"][data-scene="2"]').waitFor();
      await context.close();
    });
  }

  it('a story page with JavaScript and no pre-rendered page (an unknown story) still says it is not found', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.url}/story/noSuchStory12345`);
    expect(await page.locator('[data-prerendered]').count()).toBe(0);
    await page.getByRole('heading', { name: en['viewer.notFound.title'] }).waitFor();
    await context.close();
  });
});
