import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../bff/test/generation/fake-openai-server.ts';
import { pngPicture } from '../bff/test/support/png.ts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { openPage, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// The story's privacy receipt in the viewer (docs/security.md#the-privacy-receipt): its creator
// sees, in English and in German, which service made what (here the text and the pictures by an AI
// server, the narration by the offline storyteller), every request as sent with the children's
// stand-ins in place of their names, where the media lie and who can read the story. Someone who
// opens the story's link in another browser reads the story, and never the receipt.

const HERO = 'Zephyrine';
const SISTER = 'Ottoline';

/** Registers an account in the page's browser and makes a story through the plan screen's call, waiting until it is done. */
async function makeStory(page: Page): Promise<string> {
  return page.evaluate(
    async ({ hero, sister }) => {
      const post = async (url: string, body: unknown) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      await post('/api/auth/register', { username: 'receipt_parent', password: 'moonlight7' });
      const order = {
        audience: 'child',
        storyType: 'custom',
        language: 'en',
        storySetting: 'magical-forest',
        siblings: [{ name: sister, age: 8 }],
        recipientDetails: { name: hero, age: 5, personalization: `${hero} and ${sister} love owls and the moon.` },
      };
      const { plan } = await post('/api/stories/plan', order);
      const { id } = await post('/api/stories', { ...order, plan });
      for (let attempt = 0; attempt < 240; attempt++) {
        const progress = (await (await fetch(`/api/stories/${id}/progress`)).json()) as { status: string };
        if (progress.status === 'failed') throw new Error('the story failed');
        if (progress.status === 'completed') return id as string;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error('the story took more than two minutes');
    },
    { hero: HERO, sister: SISTER },
  );
}

/** Opens the receipt and every request in it; answers the receipt's text. */
async function openReceipt(page: Page): Promise<string> {
  const receipt = page.getByTestId('privacy-receipt');
  await receipt.locator('summary.receipt__summary').click();
  await receipt.getByTestId('receipt-services').waitFor();
  for (const request of await receipt.locator('.receipt__request > summary').all()) await request.click();
  await receipt.locator('.receipt__request[open]').first().waitFor();
  await receipt.scrollIntoViewIfNeeded();
  return (await receipt.textContent()) ?? '';
}

describe.skipIf(!chromiumAvailable)('the privacy receipt in the story viewer', { timeout: 300_000 }, () => {
  let browser: Browser;
  let product: Product;
  let fake: FakeOpenAiServer;
  // Filled in before the product starts (the hooks run in order): text and pictures from the fake AI server.
  const env: Record<string, string> = {};

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ picture: pngPicture(512, 384) });
    Object.assign(env, {
      OPENAI_TEXT_BASE_URL: fake.baseURL,
      OPENAI_IMAGE_BASE_URL: fake.baseURL,
      OPENAI_IMAGE_MODEL: 'test-image',
      OPENAI_MODERATION: 'on',
    });
  });
  useProductAndBrowser((started) => ({ browser, product } = started), env);
  afterAll(() => fake?.close());

  it('shows its creator what was sent and to whom, in English and German; a shared link shows no receipt', async () => {
    const owner = await openPage(browser, `${product.url}/privacy-policy`);
    const id = await makeStory(owner.page);
    const server = new URL(fake.baseURL).host;

    await owner.page.goto(`${product.url}/story/${id}`);
    const receipt = owner.page.getByTestId('privacy-receipt');
    await receipt.getByText(en['receipt.verdict.ai']).waitFor();
    const english = await openReceipt(owner.page);
    for (const line of [
      en['receipt.noName'],
      `${en['receipt.service.plan']}: AI service at ${server}`,
      `${en['receipt.service.moderation']}: AI service at ${server} (model omni-moderation-latest)`,
      `${en['receipt.service.text']}: AI service at ${server}`,
      `${en['receipt.service.picture']}: AI service at ${server} (model test-image) · 5 requests`,
      `${en['receipt.service.speech']}: ${en['receipt.engine.offline']}`,
      en['receipt.storage.disk'],
      en['receipt.readers.preview'],
      en['receipt.readers.noGallery'],
      en['receipt.readers.admin'],
    ])
      expect(english).toContain(line);
    // The stand-ins are shown, marked, where the names would have been; the names never.
    expect(await receipt.locator('mark.receipt__stand-in', { hasText: '{{HERO}}' }).count()).toBeGreaterThan(0);
    expect(await receipt.locator('mark.receipt__stand-in', { hasText: '{{CHILD2}}' }).count()).toBeGreaterThan(0);
    expect(english).not.toMatch(/zephyr|ottolin/i);
    await screenshot(owner.page, 'privacy-receipt-en');

    // The gallery switch: the receipt says so at once.
    await owner.page.getByTestId('gallery-switch').getByRole('switch').check();
    await receipt.getByText(en['receipt.readers.gallery']).waitFor();

    await owner.page.evaluate(() => localStorage.setItem('dreamweaver.language', 'de'));
    await owner.page.reload();
    await receipt.getByText(de['receipt.verdict.ai']).waitFor();
    const german = await openReceipt(owner.page);
    for (const line of [de['receipt.noName'], de['receipt.storage.disk'], de['receipt.readers.gallery']])
      expect(german).toContain(line);
    expect(german).toContain(`${de['receipt.service.speech']}: ${de['receipt.engine.offline']}`);
    expect(german).not.toMatch(/zephyr|ottolin/i);
    await screenshot(owner.page, 'privacy-receipt-de');
    expect(owner.errors).toEqual([]);
    await owner.close();

    // Someone the link was given to: the story, and no receipt (not even asked for); the API says 404.
    const reader = await openPage(browser, `${product.url}/story/${id}`);
    const asked: string[] = [];
    reader.page.on('request', (request) => {
      if (request.url().includes('/privacy')) asked.push(request.url());
    });
    await reader.page.locator('.viewer-image[data-status="success"]').waitFor();
    await reader.page.getByTestId('download-menu').waitFor();
    expect(await reader.page.getByTestId('privacy-receipt').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(await reader.page.evaluate(async (url) => (await fetch(url)).status, `/api/stories/${id}/privacy`)).toBe(
      404,
    );
    await screenshot(reader.page, 'privacy-receipt-shared-link');
    await reader.close();
  });
});
