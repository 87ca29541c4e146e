import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { describeViolations, seriousViolations } from './axe.ts';
import { createStory, openPage, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';
import { ROOT } from '../scripts/frontends.mjs';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// Issue 28: bedtime mode on the viewer test page (ten local scenes of 3 s narration each) on a phone.
// The page's `?goodnightSeconds=4` shortens the goodnight sound, and `window.__dreamweaverBedtime`
// shows the rates and gain nodes the mode set.

const PHONE = { width: 390, height: 844 };
const GOODNIGHT_SECONDS = 4;

interface Probe {
  rates: Record<number, number>;
  narrationGain: GainNode | null;
  goodnight: 'idle' | 'playing' | 'ended';
  goodnightGain: GainNode | null;
}
type Window = { __dreamweaverBedtime: Probe; __wakeLock: { requests: number; releases: number } };

/** The Screen Wake Lock API, stubbed before the page loads, counting requests and releases. */
function stubWakeLock() {
  const record = { requests: 0, releases: 0 };
  (window as unknown as Window).__wakeLock = record;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        record.requests++;
        const sentinel = {
          released: false,
          release: async () => {
            if (!sentinel.released) record.releases++;
            sentinel.released = true;
          },
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        };
        return sentinel;
      },
    },
  });
}

/** What the page's bedtime probe says: the rates given, and the two gain nodes' current values. */
const probe = (page: Page) =>
  page.evaluate(() => {
    const { rates, narrationGain, goodnight, goodnightGain } = (window as unknown as Window).__dreamweaverBedtime;
    return { rates, narrationGain: narrationGain?.gain.value, goodnight, goodnightGain: goodnightGain?.gain.value };
  });

/** The phone's screen as it looks (goodnight's black layer covers the viewport, not the whole page). */
const screen = (page: Page, name: string) => page.screenshot({ path: `${ROOT}/test-results/${name}.png` });

const counter = (page: Page) => page.getByTestId('scene-counter').textContent();
/** 3 from "Scene 3 of 10" / „Szene 3 von 10“. */
const sceneNumber = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0] ?? 0);

describe.skipIf(!chromiumAvailable)('bedtime mode in Chromium', () => {
  let browser: Browser;
  let product: Product;

  useProductAndBrowser((started) => ({ browser, product } = started));

  for (const [language, t, keepScreenOn] of [
    ['en', en, true],
    ['de', de, false],
  ] as const) {
    it(`${language}: turns on, winds the last scenes down, says goodnight with a soft sound and a black screen${keepScreenOn ? ', keeping the screen on' : ''}`, async () => {
      // German also asks for reduced motion: no sliding scenes, no twinkling stars.
      const context = await browser.newContext({
        viewport: PHONE,
        reducedMotion: language === 'de' ? 'reduce' : 'no-preference',
      });
      await context.addInitScript((chosen) => localStorage.setItem('dreamweaver.language', chosen), language);
      await context.addInitScript(stubWakeLock);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${product.url}/story-viewer-test?goodnightSeconds=${GOODNIGHT_SECONDS}`);
      await page.getByTestId('bedtime-controls').waitFor();
      await page.locator('.viewer-image[data-status="success"]').waitFor();
      await screenshot(page, `bedtime-off-${language}`);
      const animation = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).animationName);
      if (language === 'de') expect(await animation('.shell-star')).toBe('none');
      const textSize = () =>
        page
          .locator('.viewer-scene__text')
          .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      const normalSize = await textSize();

      // The moon switch: the night palette, larger text, remembered on the device.
      const moon = page.getByRole('switch', { name: t['bedtime.switch'] });
      await moon.check();
      await page.locator('html[data-bedtime="on"]').waitFor();
      expect(await textSize()).toBeGreaterThan(normalSize * 1.1);
      const [red, , blue] = await page
        .locator('.viewer-reader')
        .evaluate((element) => getComputedStyle(element).backgroundColor.match(/\d+/g)!.map(Number));
      expect(red).toBeGreaterThan(blue); // warm, not blue
      expect(await page.evaluate(() => localStorage.getItem('dreamweaver.bedtime'))).toContain('"on":true');
      await page.getByRole('combobox', { name: t['bedtime.sleepTimer'] }).selectOption('5');
      if (keepScreenOn) await page.getByRole('checkbox', { name: t['bedtime.keepScreenOn'] }).check();
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(`bedtime mode (${language})`, violations)).toEqual([]);
      await screenshot(page, `bedtime-on-${language}`);

      // Auto play came on with the mode (and started the scene, the switch being a tap). From scene 8 of 10
      // on it plays to the end by itself, each scene a little slower, the pitch kept.
      expect(await page.getByRole('switch', { name: t['viewer.autoPlay'] }).isChecked()).toBe(true);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // Auto play may itself move on while a key is pressed on a loaded machine: each press waits for a
      // later scene than the one before, and the keys stop once scene 8 is reached either way.
      let shown = 1;
      while (shown < 8) {
        const before = shown;
        await page.keyboard.press('ArrowRight');
        await expect.poll(async () => (shown = sceneNumber(await counter(page)))).toBeGreaterThan(before);
      }
      if (language === 'de') expect(await animation('[data-testid="viewer-scene"]')).toBe('none');
      else expect(await animation('[data-testid="viewer-scene"]')).toBe('viewer-from-right');
      await page.locator('.viewer-audio[data-status="playing"]').waitFor();
      // The page says it is hidden (the phone locked): the story plays on.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
        Object.defineProperty(document, 'hidden', { configurable: true, value: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.locator('[data-testid="viewer-scene"][data-scene="10"]').waitFor({ timeout: 20_000 });
      const { rates } = await probe(page);
      expect(rates[5]).toBe(1); // before the last third
      expect(rates[7]).toBeLessThan(1);
      expect(rates[8]).toBeLessThan(rates[7]);
      expect(rates[9]).toBeLessThan(rates[8]);
      expect(rates[9]).toBeCloseTo(0.9, 5);
      const narration = page.locator('.viewer-audio audio');
      await expect.poll(() => narration.evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBeCloseTo(0.9, 5);
      expect(await narration.evaluate((audio: HTMLAudioElement) => audio.preservesPitch)).toBe(true);

      // The last scene fades through a gain node to near-silence; then the goodnight sound starts.
      await page.waitForFunction(() => (window as unknown as Window).__dreamweaverBedtime.narrationGain !== null);
      await page.waitForFunction(
        () => (window as unknown as Window).__dreamweaverBedtime.goodnight === 'playing',
        null,
        {
          timeout: 15_000,
        },
      );
      expect((await probe(page)).narrationGain).toBeLessThan(0.05);
      await page.locator('[data-testid="goodnight"][data-phase="dimming"]').waitFor();
      await page.waitForTimeout(400); // for the picture only: the screen halfway to black
      await screen(page, `bedtime-goodnight-${language}`);

      // The screen goes black, the sound stops by itself at the (test) timer, its gain near zero.
      await page.locator('[data-testid="goodnight"][data-phase="dark"]').waitFor();
      expect(
        await page.getByTestId('goodnight').evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.opacity, style.backgroundColor];
        }),
      ).toEqual(['1', 'rgb(0, 0, 0)']);
      await screen(page, `bedtime-black-${language}`);
      await page.waitForFunction(() => (window as unknown as Window).__dreamweaverBedtime.goodnight === 'ended', null, {
        timeout: GOODNIGHT_SECONDS * 1000 + 5000,
      });
      expect((await probe(page)).goodnightGain).toBeLessThan(0.01);

      // The lock screen knows what plays; a wake lock was held only when chosen, and let go with the screen dark.
      expect(
        await page.evaluate(() => {
          const metadata = navigator.mediaSession.metadata;
          return { title: metadata?.title, album: metadata?.album, artwork: metadata?.artwork.length };
        }),
      ).toEqual({ title: t['viewerTest.storyTitle'], album: await counter(page), artwork: 1 });
      const wakeLock = await page.evaluate(() => (window as unknown as Window).__wakeLock);
      if (keepScreenOn) {
        expect(wakeLock.requests).toBeGreaterThan(0);
        expect(wakeLock.releases).toBe(wakeLock.requests);
      } else expect(wakeLock).toEqual({ requests: 0, releases: 0 });

      // A tap (or a key: Space only wakes the screen, the narration stays over) brings the story back.
      if (language === 'en') await page.getByTestId('goodnight').click();
      else await page.keyboard.press(' ');
      await page.getByTestId('goodnight').waitFor({ state: 'detached' });
      await page.locator('[data-testid="viewer-scene"][data-scene="10"]').waitFor();
      expect(await narration.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('is offered on the free preview: scene 1 in the night palette, remembered, auto play left off', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/privacy-policy`, PHONE);
    const { id } = await createStory(page, 'Mia');
    await page.goto(`${product.url}/story/${id}`);
    await page.getByText(en['viewer.preview.banner']).waitFor();
    await page.getByRole('switch', { name: en['bedtime.switch'] }).check();
    await page.reload();
    await page.getByText(en['viewer.preview.banner']).waitFor();
    await page.locator('html[data-bedtime="on"]').waitFor();
    expect(await page.getByRole('switch', { name: en['bedtime.switch'] }).isChecked()).toBe(true);
    const autoPlay = page.getByRole('switch', { name: en['viewer.autoPlay'] });
    expect([await autoPlay.isChecked(), await autoPlay.isDisabled()]).toEqual([false, true]);
    await page.locator('.viewer-image[data-status="success"]').waitFor();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations('bedtime mode on the free preview', violations)).toEqual([]);
    await screenshot(page, 'bedtime-preview-en');
    expect(errors).toEqual([]);
    await close();
  });
});
