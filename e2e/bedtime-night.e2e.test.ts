import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { createStory, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';
import { ROOT } from '../scripts/frontends.mjs';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// Bedtime mode as a parent meets it at night, on a phone: the page reopened in the dark is dark from
// its first frame, the screen is kept on only while the story plays, the first tap plays (fullscreen
// has its own button, and keeps the bedtime controls), the fullscreen reader hides the page behind
// it, and the lock screen can pause and play the story and shows a cover it can draw.

const PHONE = { width: 390, height: 844 };
const REMEMBERED = JSON.stringify({ on: true, sleepTimer: 0, keepScreenOn: true });

interface WakeLockRecord {
  requests: number;
  releases: number;
  /** Locks the page holds now. */
  held: number;
}
type Window = {
  __wakeLock: WakeLockRecord;
  __setVisibility: (state: 'visible' | 'hidden') => void;
  __mediaHandlers: Record<string, (details: { action: string }) => void>;
  __frames: { frames: number; dayFrames: string[]; nightFrames: number };
};

/**
 * The Screen Wake Lock API, stubbed before the page loads: it counts the page's requests and releases
 * and the locks held. `__setVisibility('hidden')` hides the page as a phone does when it locks, and
 * drops every lock the way the browser does (not counted as a release by the page).
 */
function stubWakeLock() {
  const record: WakeLockRecord = { requests: 0, releases: 0, held: 0 };
  const w = window as unknown as Window;
  w.__wakeLock = record;
  const live = new Set<EventTarget & { released: boolean }>();
  const drop = (sentinel: EventTarget & { released: boolean }) => {
    sentinel.released = true;
    live.delete(sentinel);
    record.held--;
    sentinel.dispatchEvent(new Event('release'));
  };
  w.__setVisibility = (state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
    Object.defineProperty(document, 'hidden', { configurable: true, value: state === 'hidden' });
    if (state === 'hidden') for (const sentinel of [...live]) drop(sentinel);
    document.dispatchEvent(new Event('visibilitychange'));
  };
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        if (document.visibilityState !== 'visible') throw new DOMException('The page is hidden', 'NotAllowedError');
        record.requests++;
        record.held++;
        const sentinel = Object.assign(new EventTarget(), {
          released: false,
          type: 'screen',
          onrelease: null,
          release: async () => {
            if (sentinel.released) return;
            record.releases++;
            drop(sentinel);
          },
        });
        live.add(sentinel);
        return sentinel;
      },
    },
  });
}

/** Keeps every Media Session action handler the page sets, so the test can press the lock screen's buttons. */
function recordMediaHandlers() {
  const handlers: Window['__mediaHandlers'] = {};
  (window as unknown as Window).__mediaHandlers = handlers;
  const session = navigator.mediaSession;
  const set = session.setActionHandler.bind(session);
  session.setActionHandler = (action, handler) => {
    if (handler) handlers[action] = handler as (details: { action: string }) => void;
    else delete handlers[action];
    set(action, handler);
  };
}

/**
 * Looks at every frame from the page's very first one (requestAnimationFrame runs just before each
 * paint): once the reader is there, is everything in the night palette (warm and dim, no violet
 * sky, no white title, the picture dimmed)? A frame that is not says what was day-coloured.
 */
function watchNightFrames() {
  const seen: Window['__frames'] = { frames: 0, dayFrames: [], nightFrames: 0 };
  (window as unknown as Window).__frames = seen;
  const warm = (colour: string) => {
    const [r, , b] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    return r > b;
  };
  const look = () => {
    seen.frames += 1;
    const reader = document.querySelector('.viewer-reader');
    const title = document.querySelector('.viewer-titlebar__title');
    const picture = document.querySelector('.viewer-scene img');
    const sky = document.querySelector('.shell-sky');
    if (reader && title && picture && sky) {
      const day = [
        !warm(getComputedStyle(reader).backgroundColor) && `reader ${getComputedStyle(reader).backgroundColor}`,
        !warm(getComputedStyle(title).color) && `title ${getComputedStyle(title).color}`,
        !getComputedStyle(picture).filter.includes('sepia') && `picture filter ${getComputedStyle(picture).filter}`,
        !warm(getComputedStyle(sky).backgroundImage) && `sky ${getComputedStyle(sky).backgroundImage}`,
      ].filter(Boolean);
      if (day.length > 0) seen.dayFrames.push(`frame ${seen.frames}: ${day.join(', ')}`);
      else seen.nightFrames += 1;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

const reader = (page: Page) => page.getByTestId('story-reader');
const narration = (page: Page) => page.locator('.viewer-audio audio');
const paused = (page: Page) => narration(page).evaluate((audio: HTMLAudioElement) => audio.paused);
const wakeLock = (page: Page) => page.evaluate(() => ({ ...(window as unknown as Window).__wakeLock }));

/** A phone's context (touch) with bedtime mode remembered on the device (sleep sound off, keep screen on). */
async function phoneWithBedtime(browser: Browser, language: 'en' | 'de'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  await context.addInitScript(
    ([chosen, settings]) => {
      localStorage.setItem('dreamweaver.language', chosen);
      if (localStorage.getItem('dreamweaver.bedtime') === null) localStorage.setItem('dreamweaver.bedtime', settings);
    },
    [language, REMEMBERED] as const,
  );
  return context;
}

describe.skipIf(!chromiumAvailable)('bedtime mode at night, on a phone', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  it('reopened with bedtime remembered, the story page is in the night palette from its first frame, on a slow phone too', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${product.url}/privacy-policy`);
    const { id } = await createStory(page, 'Mia');
    await page.goto(`${product.url}/story/${id}`);
    await page.getByRole('switch', { name: en['bedtime.switch'] }).check();
    await page.locator('html[data-bedtime="on"]').waitFor();
    await page.close();

    // Reopened on a slow phone: the app's scripts take their time, so the page shows what its HTML and
    // CSS say for a while before any of the viewer's code runs.
    await context.route('**/remotes/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await context.addInitScript(watchNightFrames);
    const again = await context.newPage();
    await again.goto(`${product.url}/story/${id}`);
    await again.getByTestId('bedtime-controls').waitFor();
    await again.locator('.viewer-image[data-status="success"]').waitFor();
    const frames = await again.evaluate(() => (window as unknown as Window).__frames);
    expect(frames.dayFrames, 'frames in day colours').toEqual([]);
    expect(frames.nightFrames).toBeGreaterThan(0);
    await screenshot(again, 'bedtime-night-reopened');

    // The night palette comes with the page itself, not with a script: without JavaScript it is there too.
    const still = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    await still.addCookies(await context.cookies());
    const first = await still.newPage();
    await first.goto(`${product.url}/story/${id}`);
    await first.locator('html[data-bedtime="on"] [data-prerendered="story"] .viewer-reader').waitFor();
    expect(await first.locator('.viewer-reader').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(18, 10, 5, 0.92)',
    );
    await first.screenshot({ path: `${ROOT}/test-results/bedtime-night-first-frame.png` });
    await still.close();

    // Switched off, the day viewer is back, and the next visit is a day one from its first frame too.
    await again.getByRole('switch', { name: en['bedtime.switch'] }).uncheck();
    await again.locator('html:not([data-bedtime])').waitFor();
    expect(await again.locator('.viewer-reader').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(20, 13, 51, 0.82)',
    );
    const day = await context.newPage();
    await day.goto(`${product.url}/story/${id}`);
    await day.getByTestId('bedtime-controls').waitFor();
    expect((await day.evaluate(() => (window as unknown as Window).__frames)).nightFrames).toBe(0);
    await context.close();
  });

  it('keeps the screen on only while the story plays: let go on pause, taken again on play and when the page is shown again', async () => {
    const context = await phoneWithBedtime(browser, 'en');
    await context.addInitScript(stubWakeLock);
    const page = await context.newPage();
    await page.goto(`${product.url}/story-viewer-test`);
    await page.getByTestId('bedtime-controls').waitFor();
    await page.locator('.viewer-image[data-status="success"]').waitFor();
    // Auto play (on with the mode) is switched off, so each scene plays only when asked.
    await page.getByRole('switch', { name: en['viewer.autoPlay'] }).uncheck();
    const play = page.getByRole('button', { name: en['viewer.audio.play'] });
    const pause = page.getByRole('button', { name: en['viewer.audio.pause'] });
    if (!(await paused(page))) await pause.click();

    // Mode and option on, nothing playing: the phone may turn its screen off.
    await page.waitForTimeout(500);
    expect((await wakeLock(page)).held).toBe(0);

    await play.click();
    await expect.poll(async () => (await wakeLock(page)).held).toBe(1);
    const { requests } = await wakeLock(page);
    // The phone locks (the browser drops the lock) and is unlocked while the story plays: the lock is taken again.
    await page.evaluate(() => (window as unknown as Window).__setVisibility('hidden'));
    expect((await wakeLock(page)).held).toBe(0);
    await page.evaluate(() => (window as unknown as Window).__setVisibility('visible'));
    await expect.poll(async () => (await wakeLock(page)).requests).toBe(requests + 1);
    expect((await wakeLock(page)).held).toBe(1);

    await pause.click();
    await expect.poll(async () => (await wakeLock(page)).held).toBe(0);
    expect((await wakeLock(page)).releases).toBeGreaterThan(0);
    // Hidden and shown again while paused: no lock.
    await page.evaluate(() => (window as unknown as Window).__setVisibility('hidden'));
    await page.evaluate(() => (window as unknown as Window).__setVisibility('visible'));
    await page.waitForTimeout(300);
    expect((await wakeLock(page)).held).toBe(0);

    // Played to its end with nothing to follow (auto play off): let go too.
    await play.click();
    await expect.poll(async () => (await wakeLock(page)).held).toBe(1);
    await page.locator('.viewer-audio[data-status="paused"]').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await wakeLock(page)).held).toBe(0);
    await context.close();
  });

  for (const [language, t] of [
    ['en', en],
    ['de', de],
  ] as const) {
    it(`${language}: the first tap plays and stays out of fullscreen; the fullscreen button keeps the bedtime controls, on an opaque reader`, async () => {
      const context = await phoneWithBedtime(browser, language);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${product.url}/story-viewer-test`);
      await page.getByTestId('bedtime-controls').waitFor();
      await page.locator('.viewer-image[data-status="success"]').waitFor();
      await page.getByRole('switch', { name: t['viewer.autoPlay'] }).uncheck();
      if (!(await paused(page))) await page.getByRole('button', { name: t['viewer.audio.pause'] }).click();

      // Play only plays; a tap on the picture does nothing else either.
      await page.getByRole('button', { name: t['viewer.audio.play'] }).tap();
      await expect.poll(() => paused(page)).toBe(false);
      await page.locator('.viewer-scene img').tap();
      expect(await reader(page).getAttribute('data-fullscreen')).toBe('false');
      expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

      // Fullscreen has its own button, labelled, reached with the keyboard.
      const button = page.getByRole('button', { name: t['viewer.toolbar.fullscreen'], exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      await reader(page).and(page.locator('[data-fullscreen="true"]')).waitFor();

      // The bedtime controls are in fullscreen with the reader, and work there.
      const controls = page.getByTestId('bedtime-controls');
      await controls.waitFor();
      expect(
        await controls.evaluate((element) => {
          const full = document.fullscreenElement;
          return full === null || full.contains(element);
        }),
      ).toBe(true);
      const keepScreenOn = page.getByRole('checkbox', { name: t['bedtime.keepScreenOn'] });
      await keepScreenOn.uncheck();
      expect(await keepScreenOn.isChecked()).toBe(false);
      await keepScreenOn.check();

      // Nothing of the page shows through the fullscreen reader in the night palette.
      const background = await reader(page).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background, 'the fullscreen reader is opaque').toMatch(/^rgb\(/);
      await page.screenshot({ path: `${ROOT}/test-results/bedtime-fullscreen-${language}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("sets the lock screen's play and pause to drive the narration, with a 512 px raster cover beside the picture", async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addInitScript(recordMediaHandlers);
    const page = await context.newPage();
    await page.goto(`${product.url}/privacy-policy`);
    const { id } = await createStory(page, 'Mia');
    await page.goto(`${product.url}/story/${id}`);
    await page.locator('.viewer-audio[data-status="ready"]').waitFor({ timeout: 60_000 });

    const artwork = await page.evaluate(() =>
      (navigator.mediaSession.metadata?.artwork ?? []).map(({ src, sizes, type }) => ({ src, sizes, type })),
    );
    const raster = artwork.find((image) => image.type === 'image/png' || image.type === 'image/webp');
    expect(raster, JSON.stringify(artwork)).toBeDefined();
    expect(raster?.sizes).toMatch(/^512x\d+$/);
    // It loads as what it says it is, 512 px wide.
    const loaded = await page.evaluate(async (src) => {
      const res = await fetch(src);
      const bitmap = await createImageBitmap(await res.blob());
      return { status: res.status, type: res.headers.get('content-type'), width: bitmap.width };
    }, raster!.src);
    expect(loaded).toEqual({ status: 200, type: raster!.type, width: 512 });

    // The first play is the reader's tap; then the lock screen's pause and play drive the same narration.
    await page.getByRole('button', { name: en['viewer.audio.play'] }).tap();
    await expect.poll(() => paused(page)).toBe(false);
    const press = (action: string) =>
      page.evaluate((name) => {
        const handler = (window as unknown as Window).__mediaHandlers[name];
        if (!handler) throw new Error(`no ${name} handler`);
        handler({ action: name });
      }, action);
    const state = () => page.evaluate(() => navigator.mediaSession.playbackState);
    expect(await state()).toBe('playing');
    await press('pause');
    await expect.poll(() => paused(page)).toBe(true);
    expect(await state()).toBe('paused');
    await press('play');
    await expect.poll(() => paused(page)).toBe(false);
    expect(await state()).toBe('playing');
    await press('stop');
    await expect.poll(() => paused(page)).toBe(true);
    expect(await narration(page).evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBe(0);
    await context.close();
  });
});
