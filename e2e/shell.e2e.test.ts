import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { de, en, type MessageKey } from '@dreamweaver/contracts';
import { ROOT } from '../scripts/frontends.mjs';
import { SKIP_MESSAGE, chromiumAvailable, launchChromium } from './chromium.ts';
import { accountReady, createStory, openPage, remoteReady, screenshot } from './pages.ts';
import { freePort, serveDirectory, startProduct, useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) {
  console.warn(SKIP_MESSAGE);
  if (process.env.CI) {
    describe('browser tests', () => {
      it('need Chromium in CI', () => {
        expect.fail(SKIP_MESSAGE);
      });
    });
  }
}

/** English strings that differ in German: none of them may be visible once German is on. */
const englishOnly = (Object.keys(en) as MessageKey[])
  .map((key) => en[key])
  .filter((text, index, all) => text !== de[(Object.keys(en) as MessageKey[])[index]] && all.indexOf(text) === index)
  .filter((text) => text.length > 3 && !text.includes('{'));
/** The English text as words of its own: "Start" is not shown by „Startseite“. */
const showsWords = (visible: string, text: string) =>
  new RegExp(`(?<![\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(visible);

describe.skipIf(!chromiumAvailable)('the shell in Chromium', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  it('renders the shell with the three remotes federated at runtime', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/`, undefined, { motion: true });
    await remoteReady(page, 'mf_story');
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    expect(await page.getByTestId('app-title').textContent()).toContain('Dreamweaver');
    await accountReady(page); // mf_account's control replaced the placeholder
    expect(await page.getByTestId('account-placeholder').count()).toBe(0);
    expect(await page.locator('.shell-star').count()).toBe(50);
    await page.locator('[data-testid="starry-background"][data-video="playing"]').waitFor();
    await screenshot(page, 'home-en');

    await page.goto(`${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await screenshot(page, 'my-stories-en');

    await page.goto(`${product.url}/admin`);
    await remoteReady(page, 'mf_admin');
    await screenshot(page, 'admin-en');

    // One React for the whole page: a second copy would throw "Invalid hook call".
    const reactVersions = await page.evaluate(() => {
      const shared = (
        window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, unknown>>> } }
      ).__FEDERATION__.__SHARE__;
      return Object.values(shared).flatMap((scopes) => Object.keys(scopes.default?.react ?? {}));
    });
    expect(new Set(reactVersions).size).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a 360 px wide phone', async () => {
    const { page, close } = await openPage(browser, `${product.url}/`, { width: 360, height: 740 });
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    await accountReady(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await screenshot(page, 'home-mobile-360');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.goto(`${product.url}/privacy-policy`);
    await page.getByRole('heading', { name: de['privacy.policy'] }).waitFor();
    await accountReady(page);
    await screenshot(page, 'privacy-mobile-360-de');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await close();
  });

  it('switches every visible string with the language toggle and keeps the choice across reloads', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/`);
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.getByRole('heading', { name: de['home.hero.title'] }).waitFor();
    expect(await page.getByTestId('app-title').textContent()).toContain('Traumweber');
    expect(await page.getByRole('link', { name: de['privacy.policy'] }).count()).toBe(1);

    await page.reload();
    await page.getByRole('heading', { name: de['home.hero.title'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.title()).toBe(`Traumweber – ${de['page.home.title']}`);
    await screenshot(page, 'home-de');

    for (const [path, shown] of [
      ['/', '[data-remote="mf_story"][data-state="ready"]'],
      ['/privacy-policy', '[data-testid="privacy-page"]'],
      ['/admin', '[data-remote="mf_admin"][data-state="ready"]'],
      ['/my-stories', '[data-remote="mf_account"][data-state="ready"]'],
      ['/select-audience', '[data-remote="mf_story"][data-state="ready"]'],
      ['/no-such-page', '[data-testid="not-found-page"]'],
    ] as const) {
      await page.goto(`${product.url}${path}`);
      await page.locator(shown).waitFor();
      await accountReady(page);
      await page.waitForLoadState('networkidle');
      const visible = await page.evaluate(() => document.body.innerText);
      for (const english of englishOnly) expect(showsWords(visible, english), `${path} shows "${english}"`).toBe(false);
    }
    await page.goto(`${product.url}/privacy-policy`);
    await page.getByRole('heading', { name: de['privacy.policy'] }).waitFor();
    await accountReady(page);
    await screenshot(page, 'privacy-de');

    await page.getByRole('button', { name: de['app.language.en'] }).click();
    await page.getByRole('heading', { name: en['privacy.policy'] }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: en['privacy.policy'] }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the privacy policy with a way back home', async () => {
    const { page, close } = await openPage(browser, `${product.url}/`);
    await page.getByRole('link', { name: en['privacy.policy'] }).click();
    await page.getByRole('heading', { name: en['privacy.policy'], level: 1 }).waitFor();
    await accountReady(page);
    const text = await page.getByTestId('privacy-page').innerText();
    // The product here runs with no AI service: nothing goes to a third party, and the page says so.
    expect(text).toContain(en['privacy.page.stories.offlineText']);
    expect(text).not.toContain('third-party AI services');
    expect(text).toContain('username and a hashed version of your password');
    // The email a buyer may give at checkout is stored: the page says so and what it is for.
    expect(text).toContain(en['privacy.page.purchaseEmail.text']);
    // What a parent can do with their data: the receipt, the download, the deletion.
    expect(text).toContain(en['privacy.page.yourData.text']);
    expect(await page.title()).toBe('Dreamweaver – Privacy Policy');
    await screenshot(page, 'privacy-en');
    await page.getByRole('link', { name: en['shell.backHome'] }).click();
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  });

  it('answers unknown paths with the 404 page inside the layout, and status 404', async () => {
    const { page, close } = await openPage(browser, `${product.url}/`);
    const response = await page.goto(`${product.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: en['shell.notFound.title'] }).waitFor();
    expect(await page.title()).toBe(`Dreamweaver – ${en['page.notFound.title']}`);
    expect((await page.goto(`${product.url}/Privacy-Policy/`))?.status()).toBe(200);
    await page.goto(`${product.url}/no/such/page`);
    await page.getByRole('heading', { name: en['shell.notFound.title'] }).waitFor();
    expect(await page.getByTestId('app-title').count()).toBe(1);
    expect(await page.getByRole('link', { name: en['privacy.policy'] }).count()).toBe(1);
    await screenshot(page, 'not-found-en');
    await page.goto(`${product.url}/story`);
    await page.getByRole('heading', { name: en['shell.notFound.title'] }).waitFor();
    await close();
  });

  it('gives each page its own title and description, kept current on moving and on switching language', async () => {
    const { page, close } = await openPage(browser, `${product.url}/`);
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    const description = () => page.locator('meta[name="description"]').getAttribute('content');
    expect(await page.title()).toBe(`Dreamweaver – ${en['page.home.title']}`);
    expect(await description()).toBe(en['page.home.description']);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await page.getByRole('link', { name: en['privacy.policy'] }).click();
    await page.getByRole('heading', { name: en['privacy.policy'], level: 1 }).waitFor();
    expect(await page.title()).toBe('Dreamweaver – Privacy Policy');
    expect(await description()).toBe(en['page.privacy.description']);
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.getByRole('heading', { name: de['privacy.policy'], level: 1 }).waitFor();
    expect(await page.title()).toBe('Traumweber – Datenschutzerklärung');
    expect(await description()).toBe(de['page.privacy.description']);
    await page.goto(`${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    expect(await page.title()).toBe('Traumweber – Meine Geschichten');
    await page.getByRole('button', { name: de['app.language.en'] }).click();
    await page.waitForFunction(() => document.title === 'Dreamweaver – My Stories');
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    // A story's page: the server does not know the story's title, the page does once it has the story.
    const story = await createStory(page, 'Mia');
    const response = await page.goto(`${product.url}/story/${story.id}`);
    expect(response?.status()).toBe(200);
    await page.waitForFunction((title) => document.title === title, `Dreamweaver – ${story.title}`);
    expect(await description()).toBe(en['page.story.description']);
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.waitForFunction((title) => document.title === title, `Traumweber – ${story.title}`);
    await close();
  });

  it('starts in German on a first visit from a German browser; a choice made with the toggle wins and is remembered', async () => {
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${product.url}/`);
    await page.getByRole('heading', { name: de['home.hero.title'] }).waitFor();
    await accountReady(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.title()).toBe(`Traumweber – ${de['page.home.title']}`);
    // Following the browser is not a choice: nothing is remembered.
    expect((await context.cookies()).find((cookie) => cookie.name === 'dreamweaver.language')).toBeUndefined();
    await page.goto(`${product.url}/privacy-policy`);
    await page.getByRole('heading', { name: de['privacy.policy'], level: 1 }).waitFor();
    await page.getByRole('button', { name: de['app.language.en'] }).click();
    await page.getByRole('heading', { name: en['privacy.policy'], level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: en['privacy.policy'], level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto(`${product.url}/`);
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    expect(await page.title()).toBe(`Dreamweaver – ${en['page.home.title']}`);
    await context.close();
  });

  it('matches routes case-insensitively', async () => {
    const { page, close } = await openPage(browser, `${product.url}/PRIVACY-POLICY`);
    await page.getByRole('heading', { name: en['privacy.policy'], level: 1 }).waitFor();
    await screenshot(page, 'privacy-uppercase-en');
    await page.goto(`${product.url}/Admin`);
    await remoteReady(page, 'mf_admin');
    await page.goto(`${product.url}/Select-Audience`);
    await remoteReady(page, 'mf_story');
    await page.goto(`${product.url}/MY-STORIES`);
    await remoteReady(page, 'mf_account');
    await close();
  });
});

describe.skipIf(!chromiumAvailable)('remotes at other locations', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let product: Product;
  let storyOrigin: Awaited<ReturnType<typeof serveDirectory>>;
  let adminPort: number;

  beforeAll(async () => {
    storyOrigin = await serveDirectory(`${ROOT}/mf-story/dist`);
    adminPort = await freePort(); // nothing listens here: the admin remote is unreachable
    [product, { browser, close: closeBrowser }] = await Promise.all([
      startProduct({
        MF_STORY_URL: `${storyOrigin.origin}/mf-manifest.json`,
        MF_ADMIN_URL: `http://127.0.0.1:${adminPort}/mf-manifest.json`,
      }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await closeBrowser?.();
    await product?.stop();
    await storyOrigin?.close();
  });

  it('loads a remote served from a second origin', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/`);
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    // The heading is in the pre-rendered page before any script runs: wait for the remote's page
    // chunk itself, which the shell asks the second origin for once its app has started.
    await expect
      .poll(() => storyOrigin.requests.some((p) => p.startsWith('/static/js/')), { timeout: 15_000 })
      .toBe(true);
    expect(storyOrigin.requests).toContain('/mf-manifest.json');
    expect(storyOrigin.requests).toContain('/remoteEntry.js');
    await screenshot(page, 'home-second-origin');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a translated fallback with "Try again" for an unreachable remote while the rest works', async () => {
    const { page, close } = await openPage(browser, `${product.url}/admin`);
    const failure = page.getByTestId('remote-failure');
    await failure.waitFor();
    expect(await failure.getByRole('heading').textContent()).toBe(en['shell.remote.failed.title']);
    const retry = page.getByRole('button', { name: en['shell.remote.retry'] });
    await screenshot(page, 'admin-unavailable-en');

    await retry.click(); // still nothing there: the fallback comes back
    await failure.waitFor();
    await retry.waitFor();
    expect(await retry.isEnabled()).toBe(true);

    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.getByRole('button', { name: de['shell.remote.retry'] }).waitFor();
    expect(await failure.getByRole('heading').textContent()).toBe(de['shell.remote.failed.title']);
    await screenshot(page, 'admin-unavailable-de');
    await page.getByRole('button', { name: de['app.language.en'] }).click();

    // Header, footer and the other remotes keep working.
    await accountReady(page);
    await page.getByRole('link', { name: en['privacy.policy'] }).click();
    await page.getByRole('heading', { name: en['privacy.policy'], level: 1 }).waitFor();
    await page.getByTestId('app-title').click();
    await remoteReady(page, 'mf_story');
    await page.goto(`${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');

    // Once the admin remote is reachable, "Try again" brings its page in without a reload.
    await page.goto(`${product.url}/admin`);
    await failure.waitFor();
    const adminOrigin = await serveDirectory(`${ROOT}/mf-admin/dist`, adminPort);
    try {
      await page.getByRole('button', { name: en['shell.remote.retry'] }).click();
      await remoteReady(page, 'mf_admin');
    } finally {
      await adminOrigin.close();
    }
    await close();
  });
});
