import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { storyPriceLabel, de, en, type Language } from '@dreamweaver/contracts';
import { describeViolations, seriousViolations, violationsOfRules } from './axe.ts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { accountReady, remoteReady, screenshot } from './pages.ts';
import { createAdmin, useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

/** Creates a story from the page (the page's session owns it) and waits until its status is one of `until`. */
function makeStory(page: Page, language: Language, until: string[]): Promise<string> {
  return page.evaluate(
    async ({ language, until }) => {
      const res = await fetch('/api/stories', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          audience: 'child',
          storyType: 'classic',
          recipientDetails: { name: 'Mia', age: 5 },
          storySetting: 'magical-forest',
          language,
        }),
      });
      if (res.status !== 201) throw new Error(`POST /api/stories answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      if (until.length === 0) return id;
      for (let attempt = 0; attempt < 240; attempt++) {
        const progress = (await (await fetch(`/api/stories/${id}/progress`)).json()) as { status: string };
        if (progress.status === 'failed') throw new Error(`story ${id} failed`);
        if (until.includes(progress.status)) return id;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`story ${id} did not reach ${until.join('/')} within 2 minutes`);
    },
    { language, until },
  );
}

async function post(page: Page, url: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ url, body }) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { url, body },
  );
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);

describe.skipIf(!chromiumAvailable)(
  'every page passes axe-core (WCAG 2.0 and 2.1, A and AA: no serious or critical violation)',
  () => {
    let browser: Browser;
    let product: Product;
    let adminPassword: string;

    useProductAndBrowser((started) => ({ browser, product } = started));

    beforeAll(async () => {
      adminPassword = await createAdmin(product);
    });

    /** A fresh browser (own session) whose UI language is already `language`. */
    async function open(
      language: Language,
      pathname: string,
      viewport = { width: 1280, height: 800 },
    ): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
      const context = await browser.newContext({
        viewport,
        storageState: {
          cookies: [],
          origins: [{ origin: product.url, localStorage: [{ name: 'dreamweaver.language', value: language }] }],
        },
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${product.url}${pathname}`);
      return { page, context, errors };
    }

    /** Audits the page as it is now; every serious or critical violation is printed (id, impact, target, help). */
    async function audit(page: Page, where: string): Promise<void> {
      const violations = await seriousViolations(page);
      expect.soft(describeViolations(where, violations), `axe-core on ${where}`).toBe('');
    }

    /** Whether keyboard focus can reach `selector` (an inert element cannot take focus). */
    const focusable = (page: Page, selector: string) =>
      page.evaluate((selector) => {
        const element = document.querySelector<HTMLElement>(selector);
        element?.focus();
        return element !== null && document.activeElement === element;
      }, selector);
    const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

    it('a dialog keeps Tab inside, leaves the page behind it out of reach, and Escape returns focus to its opener', async () => {
      const { page, context } = await open('en', '/my-stories');
      await remoteReady(page, 'mf_account');
      await accountReady(page);
      const opener = page.getByRole('button', { name: en['account.myStories.signedOut.action'] });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: en['account.dialog.title'] });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await focusInDialog(page)).toBe(true);

      // Behind the dialog: the header, the page and the footer are inert; the toasts are not.
      expect(
        await page.evaluate(() =>
          ['header', 'main', 'footer'].map((tag) => document.querySelector(tag)?.closest('[inert]') !== null),
        ),
      ).toEqual([true, true, true]);
      expect(await page.evaluate(() => document.querySelector('.dw-toaster')?.closest('[inert]') ?? null)).toBe(null);
      expect(await focusable(page, '.shell-language__option')).toBe(false);
      expect(await focusInDialog(page)).toBe(true);

      // Tab from the last control wraps to the first; Shift+Tab from the first wraps to the last.
      const last = dialog.getByRole('button', { name: en['account.form.signIn'] });
      await last.focus();
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        en['account.dialog.close'],
      );
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en['account.form.signIn']);
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page)).toBe(true);
      }

      // Escape closes it, the page is reachable again and focus is back on the opener.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.querySelector('[inert]'))).toBe(null);
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await focusable(page, '.shell-language__option')).toBe(true);
      await context.close();
    });

    describe.each(['en', 'de'] as const)('in %s', (language) => {
      const t = language === 'en' ? en : de;

      it('home, the three wizard steps and the progress page', async () => {
        const { page, context } = await open(language, '/');
        await page.getByRole('heading', { name: t['home.hero.title'] }).waitFor();
        await accountReady(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await audit(page, `${language} /`);

        await page.goto(`${product.url}/select-audience`);
        await page.getByRole('heading', { name: t['wizard.audience.title'] }).waitFor();
        await accountReady(page);
        await audit(page, `${language} /select-audience`);
        await page.getByText(t['wizard.audience.toddler.name'], { exact: true }).click();
        await page.getByRole('button', { name: t['button.next'] }).click();
        await page.waitForURL('**/select-story-type');
        await page.getByText(t['wizard.storyType.classic.name'], { exact: true }).click();
        await audit(page, `${language} /select-story-type`);
        await page.getByRole('button', { name: t['button.next'] }).click();
        await page.waitForURL('**/personalize');
        await page.getByRole('button', { name: t['button.generate'] }).waitFor();
        await audit(page, `${language} /personalize (simple)`);
        await page.getByRole('tab', { name: t['tabs.advanced'] }).click();
        await page.getByLabel(t['form.age.label'], { exact: true }).waitFor();
        await audit(page, `${language} /personalize (advanced)`);

        // The progress page as it looks mid-way (the offline engine may finish before the audit).
        await page.route('**/api/stories/*/progress', (route) =>
          route.fulfill({ json: { status: 'generating_images', progress: 55, currentStep: 3 } }),
        );
        const id = await makeStory(page, language, []);
        await page.goto(`${product.url}/generating?id=${id}`);
        await page.getByTestId('generation-status').getByText(t['generating.status.generating_images']).waitFor();
        await audit(page, `${language} /generating?id=…`);
        await page.unroute('**/api/stories/*/progress');
        // …and as it looks when the story failed (its creator may try again or start over).
        await page.route('**/api/stories/*/progress', (route) =>
          route.fulfill({
            json: { status: 'failed', progress: 55, currentStep: 3, failure: 'unavailable', canRetry: true },
          }),
        );
        await page.reload();
        await page
          .getByTestId('generation-failed')
          .getByRole('button', { name: t['generating.failed.tryAgain'] })
          .waitFor();
        await audit(page, `${language} /generating?id=… failed`);
        await page.unroute('**/api/stories/*/progress');
        await context.close();
      });

      it('the story viewer: preview, the lock overlay (fullscreen and not), the sandbox checkout, the payment return and the paid story', async () => {
        const { page, context } = await open(language, '/privacy-policy');
        const id = await makeStory(page, language, ['completed']);
        await page.goto(`${product.url}/story/${id}`);
        await page.locator('.viewer-image[data-status="success"]').waitFor();
        await accountReady(page);
        await audit(page, `${language} /story/<id> preview`);

        await page.getByRole('button', { name: t['viewer.next'], exact: true }).click();
        await page.getByTestId('lock-overlay').waitFor();
        await page.locator('[data-testid="story-reader"][data-fullscreen="true"]').waitFor();
        await audit(page, `${language} /story/<id> lock overlay in fullscreen`);
        // The fullscreen reader covers the page: the page is out of reach, the overlay has the focus.
        expect(await focusable(page, '.shell-language__option')).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('lock-overlay');
        await page.keyboard.press('Escape');
        await page.locator('[data-testid="story-reader"][data-fullscreen="false"]').waitFor();
        expect(await page.evaluate(() => document.querySelector('[inert]'))).toBe(null);
        await audit(page, `${language} /story/<id> lock overlay`);

        await page
          .getByRole('button', { name: fill(t['viewer.lock.purchase'], { price: storyPriceLabel(language) }) })
          .click();
        await page.waitForURL(/\/sandbox-checkout\//);
        await page.locator('input[name="cardNumber"]').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await audit(page, `${language} sandbox checkout`);
        await page.locator('input[name="cardNumber"]').fill('4000 0000 0000 0002');
        await page.locator('input[name="expiry"]').fill('12 / 34');
        await page.locator('input[name="cvc"]').fill('123');
        await page.locator('form button[type="submit"]').click();
        await page.locator('.problem[role="alert"]').waitFor();
        await audit(page, `${language} sandbox checkout, card declined`);
        await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
        await page.locator('input[name="cvc"]').fill('123');
        await page.locator('form button[type="submit"]').click();

        await page.waitForURL(new RegExp(`/story/${id}\\?session_id=`));
        await page.getByText(t['payment.toast.successTitle'], { exact: true }).first().waitFor();
        await page.getByTestId('email-form').waitFor();
        await audit(page, `${language} /story/<id>?session_id=… payment return`);

        await page.goto(`${product.url}/story/${id}`);
        await page.locator('.viewer-image[data-status="success"]').waitFor();
        await page.getByTestId('next-scene-thumbnail').waitFor();
        await audit(page, `${language} /story/<id> paid`);
        await page.getByRole('button', { name: t['viewer.next'], exact: true }).click();
        await page.locator('[data-testid="story-reader"][data-fullscreen="true"]').waitFor();
        await audit(page, `${language} /story/<id> paid, fullscreen`);
        await context.close();
      });

      it('the test pages, the privacy policy and a page that does not exist', async () => {
        const { page, context } = await open(language, '/test-audio');
        await remoteReady(page, 'mf_story');
        await accountReady(page);
        await audit(page, `${language} /test-audio`);
        await page.goto(`${product.url}/story-viewer-test`);
        await page.getByTestId('story-reader').waitFor();
        await accountReady(page);
        await audit(page, `${language} /story-viewer-test`);
        await page.goto(`${product.url}/privacy-policy`);
        await page.getByRole('heading', { name: t['privacy.policy'], level: 1 }).waitFor();
        await accountReady(page);
        await audit(page, `${language} /privacy-policy`);
        await page.goto(`${product.url}/no-such-page`);
        await page.getByTestId('not-found-page').waitFor();
        await accountReady(page);
        await audit(page, `${language} 404`);
        await context.close();
      });

      it('my stories (signed out and in), the account dialog and the account menu', async () => {
        const { page, context } = await open(language, '/my-stories');
        await remoteReady(page, 'mf_account');
        await accountReady(page);
        await audit(page, `${language} /my-stories signed out`);

        await page.getByTestId('account-control').click();
        const dialog = page.getByRole('dialog', { name: t['account.dialog.title'] });
        await dialog.waitFor();
        await audit(page, `${language} account dialog, sign in`);
        await dialog.getByRole('button', { name: t['account.form.signIn'] }).click();
        await dialog.locator('[aria-invalid="true"]').first().waitFor();
        await audit(page, `${language} account dialog, sign in with errors`);
        await dialog.getByRole('tab', { name: t['account.tabs.register'] }).click();
        await dialog.getByRole('button', { name: t['account.form.register'] }).click();
        await dialog.getByText(t['validation.username.min']).waitFor();
        await audit(page, `${language} account dialog, register with errors`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        expect(await post(page, '/api/auth/register', { username: `reader_${language}`, password: 'moonlight7' })).toBe(
          201,
        );
        const id = await makeStory(page, language, ['preview_ready', 'creating_narration', 'completed']);
        await page.reload();
        await page.locator(`[data-testid="my-story-card"][data-story-id="${id}"]`).waitFor();
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.account-card img')].every((img) => (img as HTMLImageElement).complete),
        );
        await audit(page, `${language} /my-stories signed in`);
        await page.getByTestId('account-control').click();
        await page.getByRole('menu').waitFor();
        await audit(page, `${language} account menu`);
        // The open menu stays inside the page's landmarks (the header), not loose beside them.
        expect(describeViolations(`${language} account menu`, await violationsOfRules(page, ['region']))).toBe('');
        await screenshot(page, `account-menu-open-${language}`);
        await context.close();
      });

      it('on a 360 px phone: home, the wizard and a story', async () => {
        const phone = { width: 360, height: 740 };
        const { page, context } = await open(language, '/', phone);
        await page.getByRole('heading', { name: t['home.hero.title'] }).waitFor();
        await accountReady(page);
        await audit(page, `${language} / on a phone`);
        await page.goto(`${product.url}/select-audience`);
        await page.getByRole('heading', { name: t['wizard.audience.title'] }).waitFor();
        await accountReady(page);
        await audit(page, `${language} /select-audience on a phone`);
        const id = await makeStory(page, language, ['preview_ready', 'creating_narration', 'completed']);
        await page.goto(`${product.url}/story/${id}`);
        await page.locator('.viewer-image[data-status="success"]').waitFor();
        await accountReady(page);
        await audit(page, `${language} /story/<id> on a phone`);
        await context.close();
      });

      it('the admin dashboard: users, stories and their dialogs', async () => {
        const { page, context } = await open(language, '/privacy-policy');
        expect(await post(page, '/api/auth/login', { username: 'admin', password: adminPassword })).toBe(200);
        await makeStory(page, language, ['preview_ready', 'creating_narration', 'completed']);
        await page.goto(`${product.url}/admin`);
        await remoteReady(page, 'mf_admin');
        await page.getByTestId('users-table').waitFor();
        await accountReady(page);
        await audit(page, `${language} /admin users`);

        await page.getByRole('button', { name: t['admin.users.new'] }).click();
        const newUser = page.getByRole('dialog', { name: t['admin.newUser.title'] });
        await audit(page, `${language} /admin new user dialog`);
        await newUser.getByLabel(t['admin.newUser.username']).fill(`kid_${language}`);
        await newUser.getByRole('button', { name: t['admin.newUser.submit'] }).click();
        await newUser.getByTestId('temporary-password').waitFor();
        await audit(page, `${language} /admin new user created`);
        await page.keyboard.press('Escape');
        await newUser.waitFor({ state: 'detached' });
        // Focus is back on the button that opened the dialog.
        expect(
          await page
            .getByRole('button', { name: t['admin.users.new'] })
            .evaluate((element) => element === document.activeElement),
        ).toBe(true);

        // The row's first button opens the user's stories (the second resets the password).
        await page.getByTestId('user-row').filter({ hasText: 'admin' }).getByRole('button').first().click();
        const storiesOf = page.getByRole('dialog', { name: fill(t['admin.users.storiesOf'], { username: 'admin' }) });
        await storiesOf.getByTestId('user-story').first().waitFor();
        await audit(page, `${language} /admin stories of a user`);
        await page.keyboard.press('Escape');
        await storiesOf.waitFor({ state: 'detached' });

        await page.getByRole('tab', { name: t['admin.tabs.stories'] }).click();
        const row = page.getByTestId('story-row').first();
        await row.waitFor();
        await audit(page, `${language} /admin stories`);
        await row.getByRole('button', { name: t['admin.stories.assign'] }).click();
        await page.getByRole('dialog', { name: t['admin.assign.title'] }).waitFor();
        await audit(page, `${language} /admin assign dialog`);
        await screenshot(page, `a11y-admin-assign-${language}`);
        await context.close();
      });
    });
  },
);
