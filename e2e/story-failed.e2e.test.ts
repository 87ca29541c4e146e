import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { openPage, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// A story that cannot be made: the product's AI text server does not answer (nothing listens on
// the port), so every story fails at its short deadline. The progress page must say so in the
// parent's words and offer both ways on: Try again (the same request) and Start over (the form,
// with the answers kept).

async function createFailingStory(page: Page, language: 'en' | 'de'): Promise<string> {
  return page.evaluate(async (lang) => {
    const res = await fetch('/api/stories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        audience: 'child',
        storyType: 'custom',
        language: lang,
        storySetting: 'Moon harbour',
        recipientDetails: { name: 'Lotte', age: 4, favoriteAnimal: 'otter' },
      }),
    });
    if (res.status !== 201) throw new Error(`POST /api/stories answered ${res.status}`);
    return ((await res.json()) as { id: string }).id;
  }, language);
}

describe.skipIf(!chromiumAvailable)('a story that fails, in Chromium', () => {
  let browser: Browser;
  let product: Product;

  useProductAndBrowser((started) => ({ browser, product } = started), {
    OPENAI_TEXT_API_KEY: 'test-key',
    OPENAI_TEXT_BASE_URL: 'http://127.0.0.1:9/v1',
    GENERATION_DEADLINE_SECONDS: '3',
  });

  it('says what happened and offers Try again and Start over; Start over keeps the answers', async () => {
    const { page, close } = await openPage(browser, `${product.url}/privacy-policy`);
    const id = await createFailingStory(page, 'en');
    await page.goto(`${product.url}/generating?id=${id}`);
    const failed = page.getByTestId('generation-failed');
    await failed.waitFor({ timeout: 30_000 });
    expect(await failed.getByRole('heading').textContent()).toBe(en['generating.failed.title']);
    expect(await failed.getByText(en['generating.failed.unavailable']).count()).toBe(1);
    await screenshot(page, 'generating-failed-en');

    // Try again: the same story is queued again (and, the server still down, fails again).
    await failed.getByRole('button', { name: en['generating.failed.tryAgain'] }).click();
    await failed.waitFor({ state: 'detached' });
    await page.getByTestId('generation-status').waitFor();
    await failed.waitFor({ timeout: 30_000 });

    await failed.getByRole('button', { name: en['generating.failed.startOver'] }).click();
    await page.waitForURL(/\/personalize$/);
    const advancedTab = page.getByRole('tab', { name: en['tabs.advanced'] });
    if (await advancedTab.count()) await advancedTab.click();
    await expect
      .poll(() =>
        page.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      )
      .toContain('Lotte');
    await screenshot(page, 'generating-failed-start-over-en');
    await close();
  });

  it('speaks German on a phone, and shows a stranger only the way home', async () => {
    const { page, close } = await openPage(browser, `${product.url}/privacy-policy`, { width: 360, height: 760 });
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    const id = await createFailingStory(page, 'de');
    await page.goto(`${product.url}/generating?id=${id}`);
    const failed = page.getByTestId('generation-failed');
    await failed.waitFor({ timeout: 30_000 });
    expect(await failed.getByRole('heading').textContent()).toBe(de['generating.failed.title']);
    await failed.getByRole('button', { name: de['generating.failed.tryAgain'] }).waitFor();
    await failed.getByRole('button', { name: de['generating.failed.startOver'] }).waitFor();
    await screenshot(page, 'generating-failed-de-360');
    await close();

    const stranger = await openPage(browser, `${product.url}/generating?id=${id}`);
    const strangerFailed = stranger.page.getByTestId('generation-failed');
    await strangerFailed.waitFor({ timeout: 30_000 });
    expect(await strangerFailed.getByRole('button', { name: en['generating.failed.tryAgain'] }).count()).toBe(0);
    await strangerFailed.getByRole('button', { name: en['generating.failed.home'] }).waitFor();
    await stranger.close();
  });
});
