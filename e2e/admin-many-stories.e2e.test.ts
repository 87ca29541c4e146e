import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { en } from '@dreamweaver/contracts';
import { openDatabase } from '../bff/src/db/database.ts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { openPage, screenshot, signIn } from './pages.ts';
import { createAdmin, useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// The dashboard on a database of 10,000 stories: it shows a page, loads more, and searches on the
// server (by title and by id), never holding the whole list.

const STORIES = 10_000;
const DRAGONS = Math.floor(STORIES / 7);

/** 10,000 stories in one statement, two at a time sharing a created_at; every seventh a dragon's. */
async function seedStories(product: Product): Promise<void> {
  const database = await openDatabase({
    databaseUrl: product.env.DATABASE_URL || undefined,
    dataDir: product.env.DATA_DIR,
    role: 'client',
    migrate: false,
  });
  try {
    await database.knex.raw(
      `insert into stories (id, title, summary, story_type, details, generation_status, progress, created_at)
       select 'story' || lpad(g::text, 5, '0'),
              case when g % 7 = 0 then 'The Dragon of tale ' || g else 'Bedtime tale ' || g end,
              'A quiet tale.', 'classic', '{"recipientDetails":{"name":"Mia"}}', 'completed', 100,
              timestamptz '2026-01-01' + (g / 2) * interval '1 minute'
       from generate_series(1, ?::int) g`,
      [STORIES],
    );
  } finally {
    await database.close();
  }
}

const shown = (count: number, more: boolean) =>
  en[more ? 'admin.paging.shownMore' : 'admin.paging.shownAll'].replace('{count}', String(count));

/** The ids of the rows shown, once there are `count` of them. */
async function rowIds(page: Page, count: number): Promise<string[]> {
  const rows = page.getByTestId('story-row');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="story-row"]').length === n, count, {
    timeout: 30_000,
  });
  return Promise.all(Array.from({ length: count }, (_, i) => rows.nth(i).getAttribute('data-story-id'))) as Promise<
    string[]
  >;
}

describe.skipIf(!chromiumAvailable)('the admin dashboard on 10,000 stories', () => {
  let browser: Browser;
  let product: Product;
  let adminPassword: string;

  useProductAndBrowser((started) => ({ browser, product } = started));

  beforeAll(async () => {
    adminPassword = await createAdmin(product);
    await seedStories(product);
  });

  it('pages through the stories and searches all of them on the server', async () => {
    const { page, close } = await openPage(browser, `${product.url}/`);
    page.setDefaultTimeout(30_000);
    await signIn(page, 'admin', adminPassword);
    await page.goto(`${product.url}/admin`);
    await page.getByRole('tab', { name: en['admin.tabs.stories'] }).click();

    const first = await rowIds(page, 50);
    expect(first[0]).toBe('story10000');
    await page.getByText(shown(50, true)).waitFor();
    await page.getByRole('button', { name: en['admin.paging.more'] }).click();
    const two = await rowIds(page, 100);
    expect(new Set(two).size).toBe(100);
    expect(two.slice(0, 50)).toEqual(first);
    // Newest first, across pages whose stories share a created_at: 10000, 9999, 9998, …
    expect(two.at(-1)).toBe('story09901');

    const search = page.getByPlaceholder(en['admin.stories.search']);
    await search.fill('DRAGON');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="story-row"]')].every((row) => row.textContent?.includes('Dragon')),
    );
    const dragons = await rowIds(page, 50);
    expect(dragons[0]).toBe(`story${String(DRAGONS * 7).padStart(5, '0')}`);
    await page.getByRole('button', { name: en['admin.paging.more'] }).click();
    const moreDragons = await rowIds(page, 100);
    expect(new Set(moreDragons).size).toBe(100);
    for (const row of await page.getByTestId('story-row').allInnerTexts()) expect(row).toContain('Dragon');
    await screenshot(page, 'admin-stories-10000-search-en');

    await search.fill('story00042');
    await page.getByText(shown(1, false)).waitFor();
    expect(await rowIds(page, 1)).toEqual(['story00042']);
    await search.fill('no tale has this title');
    await page.getByText(en['admin.stories.noMatch']).waitFor();
    await close();
  }, 240_000);
});
