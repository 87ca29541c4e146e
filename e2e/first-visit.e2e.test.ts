import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { accountReady, createStory, openPage, remoteReady, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

/**
 * A signed-out visitor in a fresh browser (no cookies, empty cache), and everything that goes
 * wrong on the way: console errors (ours and the browser's own), uncaught exceptions, failed
 * requests and answers of 400 or more.
 */
async function firstVisit(browser: Browser, url: string) {
  // As most parents see it: with the motion (the other browser tests ask for reduced motion).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  const bad: string[] = [];
  const video: { url: string; status: number }[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/media/')) video.push({ url: path, status: response.status() });
    if (response.status() >= 400) {
      bad.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
    }
  });
  await page.goto(url);
  return { page, consoleErrors, failed, bad, video, close: () => context.close() };
}

/** The background video has started and shows (not the gradient-only fallback). */
async function videoPlays(page: Page) {
  await page.locator('[data-testid="starry-background"][data-video="playing"]').waitFor({ timeout: 15_000 });
  return page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="starry-background"] video');
    return element
      ? {
          readyState: element.readyState,
          paused: element.paused,
          loop: element.loop,
          muted: element.muted,
          src: element.currentSrc,
          width: element.videoWidth,
        }
      : null;
  });
}

describe.skipIf(!chromiumAvailable)('a first visit in Chromium', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  it('home: no console error and no failed request (signed out is a 200 without an id), and the night-sky video plays from byte ranges', async () => {
    const visit = await firstVisit(browser, `${product.url}/`);
    const { page } = visit;
    await remoteReady(page, 'mf_story');
    await accountReady(page);
    const video = await videoPlays(page);
    expect(video).not.toBeNull();
    expect(video!.readyState).toBeGreaterThanOrEqual(2);
    expect(video!.paused).toBe(false);
    expect(video!.loop).toBe(true);
    expect(video!.muted).toBe(true);
    expect(video!.width).toBe(1280);
    // Chromium plays VP9: the WebM source, the first one offered.
    expect(new URL(video!.src).pathname).toBe('/media/night-sky.webm');
    // It keeps looping; it is never replaced by the fallback.
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('[data-testid="starry-background"] video')?.currentTime ?? 0) > 0.5,
    );
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('starry-background').getAttribute('data-video')).toBe('playing');
    // And the stars twinkle.
    const twinkling = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              (animation as CSSAnimation).animationName === 'shell-twinkle' && animation.playState === 'running',
          ).length,
    );
    expect(twinkling).toBeGreaterThan(10);
    // <video> asks for a range and gets one.
    expect(visit.video.some((answer) => answer.url === '/media/night-sky.webm' && answer.status === 206)).toBe(true);
    await screenshot(page, 'first-visit-home');

    expect(visit.consoleErrors).toEqual([]);
    expect(visit.failed).toEqual([]);
    expect(visit.bad).toEqual([]);
    await visit.close();
  });

  it('falls back to the gradient when the video errors or does not start within 5 s', async () => {
    for (const trouble of ['error', 'hang'] as const) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'no-preference',
      });
      const page = await context.newPage();
      await page.route('**/media/night-sky.*', (route) => (trouble === 'error' ? route.abort() : undefined));
      await page.goto(`${product.url}/`);
      await remoteReady(page, 'mf_story');
      await page.locator('[data-testid="starry-background"][data-video="failed"]').waitFor({ timeout: 7000 });
      expect(await page.locator('[data-testid="starry-background"] video').count(), trouble).toBe(0);
      expect(await page.locator('.shell-star').count(), trouble).toBe(50);
      if (trouble === 'hang') await screenshot(page, 'first-visit-video-fallback');
      await context.close();
    }
  });

  it('shows a reader who asks for reduced motion the still sky: no video fetched, no star twinkling', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${product.url}/`);
    await remoteReady(page, 'mf_story');
    await page.locator('[data-testid="starry-background"][data-video="off"]').waitFor();
    expect(await page.locator('[data-testid="starry-background"] video').count()).toBe(0);
    expect(await page.locator('.shell-star').count()).toBe(50);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.startsWith('/media/night-sky'))).toEqual([]);
    await context.close();
  });

  it("a story's page: the same, for a visitor who was given the link", async () => {
    const maker = await openPage(browser, `${product.url}/privacy-policy`);
    const { id } = await createStory(maker.page, 'Mia');
    await maker.close();

    const visit = await firstVisit(browser, `${product.url}/story/${id}`);
    const { page } = visit;
    await page.getByTestId('story-reader').waitFor({ timeout: 15_000 });
    await page.locator('.viewer-image[data-status="success"]').waitFor({ timeout: 15_000 });
    await accountReady(page);
    const video = await videoPlays(page);
    expect(video!.readyState).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('starry-background').getAttribute('data-video')).toBe('playing');
    await screenshot(page, 'first-visit-story');

    expect(visit.consoleErrors).toEqual([]);
    expect(visit.failed).toEqual([]);
    expect(visit.bad).toEqual([]);
    await visit.close();
  });
});
