import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// Issue 27: everything a parent does, with Tab, Shift+Tab, Enter and Space only (typing in fields
// aside), each focused element visibly outlined: create a story, read it, buy it and read scene 2,
// the Auto Play switch, and a download. English on a desktop, German on a phone.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Focused {
  /** role:accessible-name-ish of the focused element ('body' when nothing is). */
  name: string;
  /** Whether the focus is visible: an outline or a focus shadow on it, or on the track a hidden input drives. */
  visible: boolean;
}

function focusedElement(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', visible: true };
    const label = (
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    // A visually hidden input (the switches) shows its focus on the track beside it.
    const visible = shows(element) || shows(element.nextElementSibling);
    return { name: `${role}:${label}`, visible };
  });
}

/**
 * Presses `key` until the focused element's role:name starts with `target`, at most 80 times; every
 * element the focus passes must show it. Returns what was passed, for the message of a failure.
 */
async function tabTo(page: Page, target: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const passed: Focused[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(key);
    const now = await focusedElement(page);
    passed.push(now);
    expect(now.visible, `no visible focus on ${now.name}`).toBe(true);
    if (now.name.startsWith(target)) return;
  }
  throw new Error(`${key} did not reach ${target}: ${passed.map((f) => f.name).join(' | ')}`);
}

describe.skipIf(!chromiumAvailable)('a parent with only a keyboard', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  describe.each([
    { language: 'en', t: en, viewport: DESKTOP },
    { language: 'de', t: de, viewport: PHONE },
  ] as const)('in $language at $viewport.width px', ({ language, t, viewport }) => {
    it('creates a story, reads it, buys it and reads scene 2, switches Auto Play and downloads it', async () => {
      const context = await browser.newContext({ viewport, acceptDownloads: true });
      await context.addInitScript((chosen) => localStorage.setItem('dreamweaver.language', chosen), language);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${product.url}/`);
      await page.getByRole('heading', { name: t['home.hero.title'] }).waitFor();

      // Create: the name field, then the button, each reached with Tab.
      await tabTo(page, `input:${t['home.form.name.label']}`);
      await page.keyboard.type('Mia');
      await tabTo(page, `button:${t['home.form.submit']}`);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/generating\?id=/);
      const id = new URL(page.url()).searchParams.get('id')!;
      // The real steps, then 'Your first scene is ready!' before the story opens.
      await page.getByTestId('progress-log').locator('li').first().waitFor();
      await page.getByText(t['generating.ready'], { exact: true }).waitFor({ timeout: 100_000 });
      await screenshot(page, `keyboard-generating-ready-${language}`);
      await page.waitForURL(`**/story/${id}`);
      await page.locator('.viewer-image[data-status="success"]').waitFor();
      const reader = page.getByTestId('story-reader');

      // Read: Tab reaches the scene's text and the reader's controls; nothing went fullscreen.
      await tabTo(page, 'region:');
      expect(await reader.getAttribute('data-fullscreen')).toBe('false');

      // Buy: the preview banner's button, then the sandbox checkout's fields and its Pay button.
      const unlock = t['viewer.preview.unlock'].split('{')[0].trim();
      await tabTo(page, `button:${unlock}`, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/sandbox-checkout\//, { timeout: 15_000 });
      await tabTo(page, `input:${t['payment.sandbox.cardNumber']}`);
      await page.keyboard.type('4242 4242 4242 4242');
      await tabTo(page, `input:${t['payment.sandbox.expiry']}`);
      await page.keyboard.type('12 / 34');
      await tabTo(page, `input:${t['payment.sandbox.cvc']}`);
      await page.keyboard.type('123');
      await tabTo(page, 'button:');
      await page.keyboard.press('Enter');

      // Back in the story: paid, scene 2, its heading focused.
      await page.waitForURL(`**/story/${id}**`);
      await page.getByRole('status').getByText(t['payment.toast.successTitle']).first().waitFor({ timeout: 20_000 });
      const scene2 = t['viewer.scene.number'].replace('{number}', '2');
      await page.getByRole('heading', { name: scene2 }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(scene2);
      await screenshot(page, `keyboard-paid-scene-2-${language}`);

      // Auto Play: Space on the switch switches it, and the reader stays out of fullscreen.
      const autoPlay = page.getByRole('switch', { name: t['viewer.autoPlay'] });
      const before = await autoPlay.isChecked();
      await tabTo(page, `switch:${t['viewer.autoPlay']}`);
      await page.keyboard.press(' ');
      await expect.poll(() => autoPlay.isChecked()).toBe(!before);
      expect(await reader.getAttribute('data-fullscreen')).toBe('false');

      // Download: Enter on 'Download Story' opens the menu on its first format; Enter takes it.
      await tabTo(page, `button:${t['viewer.download']}`);
      const download = page.waitForEvent('download', { timeout: 30_000 });
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      expect((await focusedElement(page)).name).toBe(`menuitem:${t['viewer.download.html']}`);
      expect((await focusedElement(page)).visible).toBe(true);
      await page.keyboard.press('Enter');
      expect((await download).suggestedFilename()).toMatch(/\.html$/);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
