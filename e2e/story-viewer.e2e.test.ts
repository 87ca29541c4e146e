import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { de, en, storyPriceLabel, type MessageKey } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { openPage, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

/** Creates a story from the page (same origin, the page's session) and waits until its status is one of `until`. */
async function createStory(page: Page, language: 'en' | 'de', until: string[]): Promise<string> {
  return page.evaluate(
    async ({ language, until }) => {
      const res = await fetch('/api/stories', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'include',
        body: JSON.stringify({
          audience: 'child',
          storyType: 'classic',
          recipientDetails: { name: 'Mia', personalization: 'Loves owls and the moon', age: 5 },
          storySetting: 'magical-forest',
          language,
        }),
      });
      if (!res.ok) throw new Error(`create: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      const deadline = Date.now() + 100_000;
      while (Date.now() < deadline) {
        const progress = (await (await fetch(`/api/stories/${id}/progress`)).json()) as { status: string };
        if (progress.status === 'failed') throw new Error('generation failed');
        if (until.includes(progress.status)) return id;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error('generation took too long');
    },
    { language, until },
  );
}

/** Fills the sandbox checkout page with the test card that pays (and an email when given) and pays. */
async function payInSandbox(page: Page, email?: string) {
  await page.waitForURL(/checkout\//, { timeout: 15_000 });
  if (email) await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12 / 34');
  await page.locator('input[name="cvc"]').fill('123');
  await screenshot(page, 'viewer-sandbox-checkout');
  await page.locator('form button[type="submit"]').click();
}

async function toastWithTitle(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 15_000 });
}

describe.skipIf(!chromiumAvailable)('the story viewer in Chromium', () => {
  let browser: Browser;
  let product: Product;
  let storyId: string;

  useProductAndBrowser((started) => ({ browser, product } = started));

  beforeAll(async () => {
    const { page, close } = await openPage(browser, `${product.url}/privacy-policy`);
    storyId = await createStory(page, 'en', ['completed']);
    await close();
  });

  it('previews scene 1, locks the rest, sells the story through the sandbox checkout, then reads and plays scene 2', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/story/${storyId}`);
    await page.getByText(en['viewer.preview.banner']).waitFor();
    await page
      .getByRole('button', { name: fill(en['viewer.preview.unlock'], { price: storyPriceLabel('en') }) })
      .waitFor();
    const counter = page.getByTestId('scene-counter');
    expect(await counter.textContent()).toMatch(/^Scene 1 of \d+$/);
    expect(await page.locator('[data-testid="viewer-scene"][data-scene="1"] .viewer-sentence').count()).toBeGreaterThan(
      0,
    );
    await page.locator('.viewer-image[data-status="success"]').waitFor();
    // The picture is described for a screen reader: who is in it, with the child's name, in English.
    const alt = await page
      .locator('[data-testid="viewer-scene"][data-scene="1"] img.viewer-image__img')
      .getAttribute('alt');
    expect(alt).toMatch(/^Mia and (?:her|his|their) [\p{L} -]+ \p{Lu}\p{L}* .+\.$/u);
    expect(alt).not.toContain('Illustration');
    expect(await page.getByRole('button', { name: en['viewer.previous'] }).isDisabled()).toBe(true);
    expect(await page.getByTestId('next-scene-thumbnail').count()).toBe(0); // unpaid
    await screenshot(page, 'viewer-preview-en');

    // The first click also starts fullscreen; Esc leaves it.
    await page.getByRole('button', { name: en['viewer.next'] }).click();
    await page.getByTestId('lock-overlay').getByText(en['viewer.lock.title']).waitFor();
    await page.getByText(en['viewer.lock.description']).waitFor();
    await page.getByText(en['viewer.fullscreenHint']).waitFor();
    // Auto Play is hidden in fullscreen; the Bedtime switch stays (bedtime-night.e2e.test.ts).
    expect(await page.getByRole('switch', { name: en['viewer.autoPlay'] }).count()).toBe(0);
    await page.getByRole('switch', { name: en['bedtime.switch'] }).waitFor();
    await screenshot(page, 'viewer-lock-overlay-fullscreen');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="story-reader"][data-fullscreen="false"]').waitFor();
    expect(await counter.textContent()).toMatch(/^Scene 2 of \d+$/);
    expect(await page.getByRole('button', { name: en['viewer.previous'] }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: en['viewer.next'] }).isDisabled()).toBe(true);

    await page.keyboard.press('ArrowLeft');
    await toastWithTitle(page, en['viewer.locked.title']);
    await page.getByText(en['story.errors.locked']).waitFor();
    await screenshot(page, 'viewer-locked-toast');

    await page
      .getByRole('button', { name: fill(en['viewer.lock.purchase'], { price: storyPriceLabel('en') }) })
      .click();
    await payInSandbox(page);
    await page.waitForURL(new RegExp(`/story/${storyId}\\?session_id=`), { timeout: 15_000 });

    await toastWithTitle(page, en['payment.toast.successTitle']);
    await page.getByText(en['payment.toast.successDescription']).waitFor();
    await page.waitForFunction(() =>
      /^Scene 2 of \d+$/.test(document.querySelector('[data-testid="scene-counter"]')?.textContent ?? ''),
    );
    // The reader says so politely, and the focus is where reading goes on: scene 2's heading, not the page body.
    const announcement = page.getByTestId('reader-announcement');
    expect(await announcement.getAttribute('aria-live')).toBe('polite');
    await page.waitForFunction(
      (message) => document.querySelector('[data-testid="reader-announcement"]')?.textContent === message,
      en['payment.toast.successTitle'],
    );
    await page.waitForFunction(
      () => document.activeElement?.matches('[data-testid="viewer-scene"][data-scene="2"] h2') === true,
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      fill(en['viewer.scene.number'], { number: 2 }),
    );
    await page.locator('[data-testid="viewer-scene"][data-scene="2"] .viewer-sentence').first().waitFor();
    expect(await page.getByTestId('lock-overlay').count()).toBe(0);
    expect(await page.getByText(en['viewer.preview.banner']).count()).toBe(0);
    await page.locator('[role="switch"]:checked').waitFor({ timeout: 5000 });
    // Auto play: the narration is fetched whole at once.
    expect(await page.locator('.viewer-audio audio').getAttribute('preload')).toBe('auto');
    await page.locator('.viewer-audio[data-status="playing"]').waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      () => ((document.querySelector('.viewer-audio audio') as HTMLAudioElement | null)?.currentTime ?? 0) > 0.3,
    );
    await page.locator('.viewer-sentence[data-active]').first().waitFor();
    await page.getByTestId('next-scene-thumbnail').waitFor();

    // No email was given at the checkout: 'One last step'.
    const form = page.getByTestId('email-form');
    await form.getByText(en['payment.emailForm.title']).waitFor();
    await form.getByText(en['payment.emailForm.privacy']).waitFor();
    await screenshot(page, 'viewer-paid-email-form');
    await form.getByLabel(en['payment.emailForm.label']).fill('not-an-email');
    await form.getByRole('button', { name: en['payment.emailForm.submit'] }).click();
    await form.getByText(en['validation.email.invalid']).waitFor();
    await form.getByLabel(en['payment.emailForm.label']).fill('parent@example.com');
    await form.getByRole('button', { name: en['payment.emailForm.submit'] }).click();
    await toastWithTitle(page, en['payment.toast.thanksTitle']);
    await form.waitFor({ state: 'detached' });

    // Space pauses (the first key press also starts fullscreen); the arrows move freely once paid.
    await page.keyboard.press(' ');
    await page.locator('.viewer-audio[data-status="paused"]').waitFor();
    const sceneNow = async () => Number(/^Scene (\d+) of/.exec((await counter.textContent()) ?? '')?.[1]);
    const paused = await sceneNow();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="scene-counter"]')?.textContent?.startsWith(`Scene ${n} of`),
      paused + 1,
    );
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="scene-counter"]')?.textContent?.startsWith(`Scene ${n} of`),
      paused,
    );
    await page.getByText(en['viewer.fullscreenHint']).waitFor();
    expect(await page.getByTestId('next-scene-thumbnail').count()).toBe(0); // not in fullscreen
    await page.keyboard.press('Escape');
    await page.getByTestId('next-scene-thumbnail').waitFor();
    await screenshot(page, 'viewer-paid-scene-2');
    expect(errors).toEqual([]);
    await close();
  });

  it('works from the keyboard alone: Tab never goes fullscreen and reaches Auto Play and Download, Space presses the control it is on', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/story/${storyId}`);
    await page.locator('.viewer-image[data-status="success"]').waitFor();
    const reader = page.getByTestId('story-reader');
    const fullscreen = () => reader.getAttribute('data-fullscreen');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'body';
        const name = (
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          ''
        ).trim();
        return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}:${name}:${element.closest('[data-testid="story-reader"]') ? 'reader' : 'page'}`;
      });
    /** Presses `key` until the focus is on `target` (a role:name prefix), at most 80 times; the reader must never go fullscreen. */
    const tabTo = async (target: string, key = 'Tab') => {
      const seen: string[] = [];
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press(key);
        expect(await fullscreen(), `after ${key} to ${seen.at(-1) ?? ''}`).toBe('false');
        const now = await focused();
        seen.push(now);
        if (now.startsWith(target)) return;
      }
      throw new Error(`${key} did not reach ${target}: ${seen.join(' | ')}`);
    };

    // Tab and Shift+Tab only move the focus: the header, the reader, Auto Play and Download are all reached.
    await tabTo(`switch:${en['viewer.autoPlay']}:`);
    await tabTo(`button:${en['viewer.download']}:page`);
    await tabTo(`button:${en['viewer.toolbar.download']}:reader`, 'Shift+Tab');
    await page.keyboard.down('Shift');
    await page.keyboard.up('Shift');
    expect(await fullscreen()).toBe('false');

    // Space on the Auto Play switch switches it (not the narration), and does not go fullscreen.
    await tabTo(`switch:${en['viewer.autoPlay']}:`);
    const autoPlay = page.getByRole('switch', { name: en['viewer.autoPlay'] });
    expect(await autoPlay.isChecked()).toBe(false);
    await page.keyboard.press(' ');
    await expect.poll(() => autoPlay.isChecked()).toBe(true);
    await page.keyboard.press(' ');
    await expect.poll(() => autoPlay.isChecked()).toBe(false);
    expect(await fullscreen()).toBe('false');

    // Space on 'Next' moves on (a button's activation, so fullscreen starts with it).
    await tabTo(`button:${en['viewer.next']}:`);
    await page.keyboard.press(' ');
    await page.getByText(/^Scene 2 of \d+$/).waitFor();
    await page.locator('[data-testid="story-reader"][data-fullscreen="true"]').waitFor();

    // In fullscreen Tab goes round the reader's controls, Download among them, and never leaves it.
    const round = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      round.add(await focused());
    }
    for (const name of [
      en['viewer.toolbar.exitFullscreen'],
      en['viewer.toolbar.download'],
      en['viewer.toolbar.share'],
      en['viewer.previous'],
      en['viewer.next'],
    ]) {
      expect([...round], name).toContain(`button:${name}:reader`);
    }
    // ('body': past the last control the focus is in the browser's own toolbar for one Tab.)
    expect([...round].filter((where) => where !== 'body' && !where.endsWith(':reader'))).toEqual([]);
    expect(await page.getByRole('switch', { name: en['viewer.autoPlay'] }).count()).toBe(0); // hidden in fullscreen (spec)
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="story-reader"][data-fullscreen="false"]').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("switches Auto Play on at a parent's first click on it, without going fullscreen and hiding it", async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/story/${storyId}`);
    await page.locator('.viewer-image[data-status="success"]').waitFor();
    const autoPlay = page.getByRole('switch', { name: en['viewer.autoPlay'] });
    expect(await autoPlay.isChecked()).toBe(false);
    await page.locator('.viewer-switch').getByText(en['viewer.autoPlay'], { exact: true }).click();
    await expect.poll(() => autoPlay.isChecked()).toBe(true);
    const reader = page.getByTestId('story-reader');
    expect(await reader.getAttribute('data-fullscreen')).toBe('false');

    // Enter on the page itself (not on a control) is still a first key press that starts fullscreen.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="story-reader"][data-fullscreen="true"]').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("shows its creator the 'Show in the gallery' switch, off; sharing puts it in the gallery under a gallery id; others never see the switch", async () => {
    const creator = await openPage(browser, `${product.url}/privacy-policy`);
    const id = await createStory(creator.page, 'en', ['preview_ready', 'creating_narration', 'completed']);
    await creator.page.goto(`${product.url}/story/${id}`);
    const gallerySwitch = creator.page.getByRole('switch', { name: en['viewer.sharing.label'] });
    await gallerySwitch.waitFor();
    expect(await gallerySwitch.isChecked()).toBe(false);
    const storyTitle = (await creator.page.locator('.viewer-titlebar__title').textContent())!;
    await creator.page.getByText(en['viewer.sharing.hint'].replace('{title}', storyTitle)).waitFor();

    // Another browser reads the story (the id is the capability) but has no say in sharing.
    const other = await openPage(browser, `${product.url}/story/${id}`);
    await other.page.getByTestId('story-reader').waitFor();
    expect(await other.page.getByTestId('gallery-switch').count()).toBe(0);
    expect(await other.page.getByText(en['viewer.sharing.label']).count()).toBe(0);
    await other.close();

    // Not shared: a visitor's home page shows no card for it.
    const before = await openPage(browser, `${product.url}/`);
    await before.page.getByTestId('gallery-empty').waitFor({ timeout: 60_000 });
    await before.close();

    const saved = creator.page.waitForResponse((response) => response.url().endsWith(`/api/stories/${id}/sharing`));
    await gallerySwitch.check();
    expect((await saved).status()).toBe(200);
    expect(await gallerySwitch.isChecked()).toBe(true);
    await screenshot(creator.page, 'viewer-gallery-switch-on');

    const visitor = await openPage(browser, `${product.url}/`);
    const card = visitor.page.getByTestId('gallery-card').first();
    await card.waitFor({ timeout: 60_000 });
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/api\/gallery\/[A-Za-z0-9_-]{22}\/cover$/);
    expect(await visitor.page.content()).not.toContain(id);
    // A card leads to the form, never to the story.
    await card.click();
    expect(new URL(visitor.page.url()).pathname).toBe('/');
    await visitor.close();

    // The choice is kept, and the switch speaks German.
    await creator.page.reload();
    await creator.page.getByRole('button', { name: en['app.language.de'] }).click();
    const germanSwitch = creator.page.getByRole('switch', { name: de['viewer.sharing.label'] });
    await germanSwitch.waitFor();
    expect(await germanSwitch.isChecked()).toBe(true);
    const unsaved = creator.page.waitForResponse((response) => response.url().endsWith(`/api/stories/${id}/sharing`));
    await germanSwitch.uncheck();
    expect((await unsaved).status()).toBe(200);

    const after = await openPage(browser, `${product.url}/`);
    await after.page.getByTestId('gallery-empty').waitFor({ timeout: 60_000 });
    await after.close();
    expect(creator.errors).toEqual([]);
    await creator.close();
  });

  it('tells the buyer the link was emailed when the checkout had an email', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/privacy-policy`);
    const id = await createStory(page, 'en', ['preview_ready', 'creating_narration', 'completed']);
    await page.goto(`${product.url}/story/${id}`);
    // One toast shows at a time (spec), so the success toast may give way to the next one before
    // the test looks: every toast title the page ever shows is recorded instead.
    await page.addInitScript(() => {
      const titles: string[] = [];
      (window as unknown as { toastTitles: string[] }).toastTitles = titles;
      new MutationObserver(() => {
        for (const title of document.querySelectorAll('.dw-toast__title, .dw-toast__description')) {
          if (!titles.includes(title.textContent ?? '')) titles.push(title.textContent ?? '');
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page
      .getByRole('button', { name: fill(en['viewer.preview.unlock'], { price: storyPriceLabel('en') }) })
      .click();
    await payInSandbox(page, 'parent@example.com');
    await page.waitForURL(new RegExp(`/story/${id}`), { timeout: 15_000 });
    const toastTitles = () => page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles);
    await expect
      .poll(toastTitles, { timeout: 15_000 })
      .toEqual(expect.arrayContaining([en['payment.toast.successTitle'], en['payment.toast.emailSentTitle']]));
    // The toast closes itself after 5 s, which a loaded machine may spend before the test looks.
    await expect
      .poll(toastTitles, { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^We've emailed you at parent@example\.com from .+ with a link to your story\.$/),
        ]),
      );
    expect(await page.getByTestId('email-form').count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('session_id')).toBe(false);
    await page.getByText(/^Scene 2 of \d+$/).waitFor();
    await screenshot(page, 'viewer-email-sent');
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps 'One last step' through a reload and a later visit in the tab until the email is given; refusals show the server's reason", async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/privacy-policy`);
    const id = await createStory(page, 'en', ['preview_ready', 'creating_narration', 'completed']);
    await page.goto(`${product.url}/story/${id}`);
    const unlock = page.getByRole('button', {
      name: fill(en['viewer.preview.unlock'], { price: storyPriceLabel('en') }),
    });

    // A refused checkout (409: a failed story, a preview not ready) says why, not the generic text.
    const checkoutUrl = '**/api/payments/create-checkout-session';
    await page.route(checkoutUrl, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: en['payment.errors.storyNotReady'] }),
      }),
    );
    await unlock.click();
    await toastWithTitle(page, en['payment.toast.errorTitle']);
    await page.getByText(en['payment.errors.storyNotReady']).waitFor();
    expect(await page.getByText(en['payment.toast.checkoutFailed']).count()).toBe(0);
    await screenshot(page, 'viewer-checkout-refused');
    await page.unroute(checkoutUrl);

    // Paid without an email: the form, and session_id leaves the address.
    await unlock.click();
    await payInSandbox(page);
    const form = page.getByTestId('email-form');
    await form.getByText(en['payment.emailForm.title']).waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => !new URL(window.location.href).searchParams.has('session_id'));

    // A reload brings it back (the server still has no email for the payment).
    await page.reload();
    await form.getByText(en['payment.emailForm.title']).waitFor({ timeout: 15_000 });
    await page.getByText(/^Scene \d+ of \d+$/).waitFor();
    expect(await page.getByText(en['viewer.preview.banner']).count()).toBe(0);
    await screenshot(page, 'viewer-email-form-after-reload');

    // So does a later visit in the same tab, in German.
    await page.goto(`${product.url}/`);
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.goto(`${product.url}/story/${id}`);
    await form.getByText(de['payment.emailForm.title']).waitFor({ timeout: 15_000 });

    // A refused address (429, 409) shows the server's translated reason.
    const tooMany = fill(de['payment.errors.tooManyEmailRequests'], { minutes: 10 });
    const emailUrl = '**/api/payments/provide-email';
    await page.route(emailUrl, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: tooMany }) }),
    );
    await form.getByLabel(de['payment.emailForm.label']).fill('eltern@example.com');
    await form.getByRole('button', { name: de['payment.emailForm.submit'] }).click();
    await toastWithTitle(page, de['payment.toast.errorTitle']);
    await page.getByText(tooMany).waitFor();
    expect(await page.getByText(de['payment.toast.emailErrorDescription']).count()).toBe(0);
    await screenshot(page, 'viewer-email-refused-de');
    await page.unroute(emailUrl);

    await form.getByRole('button', { name: de['payment.emailForm.submit'] }).click();
    await toastWithTitle(page, de['payment.toast.thanksTitle']);
    await form.waitFor({ state: 'detached' });

    // Given: a reload neither asks the server again nor shows the form.
    const verifications: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/payments/verify-payment/')) verifications.push(request.url());
    });
    await page.reload();
    await page.locator('.viewer-image[data-status="success"]').first().waitFor();
    await page.getByTestId('next-scene-thumbnail').waitFor();
    expect(await form.count()).toBe(0);
    expect(verifications).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('retries a picture that fails three times with a cache-busting query, then says so', async () => {
    const { page, close } = await openPage(browser, `${product.url}/privacy-policy`);
    const id = await createStory(page, 'en', ['preview_ready', 'creating_narration', 'completed']);
    const attempts: string[] = [];
    await page.route('**/api/stories/*/scenes/*/image/**', (route) => {
      attempts.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${product.url}/story/${id}`);
    await page.getByText(en['viewer.scene.imageFailed']).waitFor({ timeout: 10_000 });
    // The page's Link header preloads scene 1's picture (bff/src/frontend/story-preloads.ts); a failed
    // preload is not reused, so the viewer's first attempt asks for the same address again.
    const [preload, first, ...retries] = attempts;
    expect(attempts).toHaveLength(5);
    expect(preload).not.toContain('retry=');
    expect(first).toBe(preload);
    for (const [i, url] of retries.entries()) expect(url).toContain(`retry=${i + 1}-`);
    await screenshot(page, 'viewer-image-failed');
    await close();
  });

  it('offers the story as a web page, an e-book with narration and a picture book, from a keyboard-usable menu', async () => {
    const { page, close } = await openPage(browser, `${product.url}/story/${storyId}`);
    await page.getByTestId('story-reader').waitFor();
    const menuButton = page
      .getByTestId('download-menu')
      .getByRole('button', { name: en['viewer.download'], exact: true });
    expect(await menuButton.getAttribute('aria-haspopup')).toBe('menu');

    // Keyboard: Enter opens it on the first choice, the arrows move, Escape closes it back to the button.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: en['viewer.download.menuLabel'] });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      en['viewer.download.html'],
      en['viewer.download.epub'],
      en['viewer.download.pdf'],
    ]);
    await page.waitForFunction((name) => document.activeElement?.textContent === name, en['viewer.download.html']);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((name) => document.activeElement?.textContent === name, en['viewer.download.epub']);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((name) => document.activeElement?.textContent === name, en['viewer.download.pdf']);
    await screenshot(page, 'viewer-download-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    // Keys in the menu were the menu's: the reader did not go fullscreen on them.
    expect(await page.locator('[data-testid="story-reader"]').getAttribute('data-fullscreen')).toBe('false');

    // The title bar's download icon opens the same choices (its click, like any first click in the reader, goes fullscreen).
    await page
      .locator('.viewer-titlebar')
      .getByRole('button', { name: en['viewer.toolbar.download'], exact: true })
      .click();
    await menu.getByRole('menuitem', { name: en['viewer.download.pdf'] }).waitFor();
    await screenshot(page, 'viewer-download-menu-titlebar');
    await page.keyboard.press('Escape'); // closes the menu only
    await menu.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape'); // then leaves fullscreen
    await page.locator('[data-testid="story-reader"][data-fullscreen="false"]').waitFor();

    const unlocked = await page.evaluate(async (id) => {
      const story = (await (await fetch(`/api/stories/${id}`)).json()) as {
        scenes: { sceneNumber: number; locked: boolean }[];
      };
      return story.scenes.filter((scene) => !scene.locked).map((scene) => scene.sceneNumber);
    }, storyId);
    expect(unlocked.length).toBeGreaterThan(1); // the story was bought in the first test

    /** Picks a format from the menu (by mouse) and waits for the file; building an e-book takes a while. */
    const downloadAs = async (label: string) => {
      const downloading = page.waitForEvent('download', { timeout: 200_000 });
      await menuButton.click();
      await menu.getByRole('menuitem', { name: label }).click();
      await toastWithTitle(page, en['viewer.download.toastTitle']);
      const download = await downloading;
      return { name: download.suggestedFilename(), data: await readFile((await download.path())!) };
    };

    const html = await downloadAs(en['viewer.download.html']);
    expect(html.name).toMatch(/\.html$/);
    const text = html.data.toString('utf8');
    const title = (await page.locator('.viewer-titlebar__title').textContent())!;
    expect(text).toContain('<html lang="en">');
    const escaped = title.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
    );
    expect(text).toContain(`<h1>${escaped}</h1>`);
    expect(text).toMatch(/src="data:image\//);
    expect(text.match(/<section class="scene">/g)).toHaveLength(unlocked.length);
    for (const number of unlocked) expect(text).toContain(`<h2>Scene ${number}</h2>`);

    const pdf = await downloadAs(en['viewer.download.pdf']);
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.data.toString('latin1', 0, 5)).toBe('%PDF-');

    const epub = await downloadAs(en['viewer.download.epub']);
    expect(epub.name).toMatch(/\.epub$/);
    expect(epub.data.toString('latin1', 30, 58)).toBe('mimetypeapplication/epub+zip');
    await close();
  }, 300_000);

  it('shows Story Not Found for an unknown story, and the test pages', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/story/no-such-story`);
    await page.getByRole('heading', { name: en['viewer.notFound.title'] }).waitFor();
    await page.getByText(en['story.errors.notFound']).waitFor();
    await page.getByRole('link', { name: en['viewer.createNew'] }).click();
    await page.waitForURL(/\/select-audience$/);

    await page.goto(`${product.url}/story-viewer-test`);
    await page.getByText('Scene 1 of 10').waitFor();
    await page.getByTestId('viewer-test-details').getByText(/Mia/).waitFor();
    await page.getByTestId('next-scene-thumbnail').waitFor();
    await screenshot(page, 'viewer-test-page');

    await page.goto(`${product.url}/test-audio`);
    await page.getByText(fill(en['testAudio.loaded'], { duration: '0:04' })).waitFor();
    await page.getByRole('button', { name: en['viewer.audio.play'] }).click();
    await page.locator('.viewer-audio[data-status="playing"]').waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await close();
  });

  const layouts = [
    { language: 'en', viewport: { width: 1280, height: 800 } },
    { language: 'de', viewport: { width: 360, height: 760 } },
  ] as const;
  const dictionaryOf = (language: 'en' | 'de') => (language === 'de' ? de : en);
  async function inLanguage(page: Page, language: 'en' | 'de') {
    if (language === 'de') await page.getByRole('button', { name: en['app.language.de'] }).click();
  }

  it.each(layouts)(
    'seeks in the narration of a paid story (the media answer byte ranges), $language at $viewport.width px',
    async ({ language, viewport }) => {
      const { page, errors, close } = await openPage(browser, `${product.url}/story/${storyId}`, viewport);
      await inLanguage(page, language);
      await page.getByRole('button', { name: dictionaryOf(language)['viewer.audio.play'] }).waitFor();
      // Nothing of the narration is fetched (it is most of the page's bytes) until the reader shows
      // an interest in the player; then its length.
      expect(await page.locator('.viewer-audio audio').getAttribute('preload')).toBe('none');
      await page.locator('.viewer-audio[data-status="ready"]').waitFor();
      await page.locator('.viewer-audio__seek').focus();
      expect(await page.locator('.viewer-audio audio').getAttribute('preload')).toBe('metadata');
      const seek = await page.evaluate(async () => {
        const audio = document.querySelector('audio')!;
        if (audio.readyState < 1)
          await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve, { once: true }));
        const seeked = new Promise((resolve) => audio.addEventListener('seeked', resolve, { once: true }));
        audio.currentTime = audio.duration / 2;
        await seeked;
        return {
          seekableEnd: audio.seekable.length ? audio.seekable.end(0) : 0,
          time: audio.currentTime,
          duration: audio.duration,
        };
      });
      expect(seek.seekableEnd).toBeGreaterThan(0);
      expect(seek.time).toBeGreaterThan(seek.duration / 4);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each(layouts)(
    "gets the free preview's narration without a reload, $language at $viewport.width px",
    async ({ language, viewport }) => {
      const { page, errors, close } = await openPage(browser, `${product.url}/privacy-policy`, viewport);
      await inLanguage(page, language);
      const previewId = await createStory(page, language, ['completed']);
      // The first answer is what a parent sees when the picture is ready and the narration is not yet.
      let answers = 0;
      await page.route(`**/api/stories/${previewId}`, async (route) => {
        const response = await route.fetch();
        const story = await response.json();
        if (answers++ === 0)
          Object.assign(story, {
            generationStatus: 'creating_narration',
            scenes: [{ ...story.scenes[0], audioUrl: null }, ...story.scenes.slice(1)],
          });
        await route.fulfill({ response, json: story });
      });
      await page.goto(`${product.url}/story/${previewId}`);
      await page.getByText(dictionaryOf(language)['viewer.audio.generating']).waitFor();
      await page
        .getByRole('button', { name: dictionaryOf(language)['viewer.audio.play'] })
        .waitFor({ timeout: 15_000 });
      expect(answers).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('fits a 360 px wide phone', async () => {
    const { page, close } = await openPage(browser, `${product.url}/story/${storyId}`, { width: 360, height: 740 });
    await page.getByTestId('story-reader').waitFor();
    await page.locator('.viewer-image[data-status="success"]').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Phones: the stage is at least the spec's 450 px and grows with the scene text (issue 13).
    expect(
      await page.locator('.viewer-stage').evaluate((el) => el.getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(450);
    expect(await page.getByTestId('scene-words').evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await screenshot(page, 'viewer-mobile-360');
    await close();
  });

  it('speaks German', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/privacy-policy`);
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    const id = await createStory(page, 'de', ['preview_ready', 'creating_narration', 'completed']);
    await page.goto(`${product.url}/story/${id}`);
    await page.getByText(de['viewer.preview.banner']).waitFor();
    await page.getByText(/^Szene 1 von \d+$/).waitFor();
    await page.locator('.viewer-image[data-status="success"]').waitFor();
    // The picture's description is German too.
    const alt = await page
      .locator('[data-testid="viewer-scene"][data-scene="1"] img.viewer-image__img')
      .getAttribute('alt');
    expect(alt).toMatch(/^Mia und (?:ihr|ihre|sein|seine|der|die|das) \p{Lu}/u);
    expect(alt).not.toMatch(/\b(?:and|with|Illustration)\b/);
    await page.getByRole('button', { name: de['viewer.next'] }).click();
    await page.getByText(de['viewer.lock.title']).waitFor();
    await page.keyboard.press('Escape');
    const visible = await page.evaluate(() => document.body.innerText);
    const viewerKeys = (Object.keys(en) as MessageKey[]).filter(
      (key) => key.startsWith('viewer.') && en[key] !== de[key] && !en[key].includes('{'),
    );
    for (const key of viewerKeys) expect(visible, key).not.toContain(en[key]);
    expect(await page.locator('[data-testid="story-reader"]').getAttribute('lang')).toBe('de');
    await screenshot(page, 'viewer-de');
    expect(errors).toEqual([]);
    await close();
  });
});
