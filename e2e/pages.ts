import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { en } from '@dreamweaver/contracts';
import type { RemoteName } from '../contracts/src/frontends.ts';
import { ROOT } from '../scripts/frontends.mjs';

const SCREENSHOTS = path.join(ROOT, 'test-results');

export interface OpenPage {
  page: Page;
  /** Uncaught exceptions and console errors (not failed requests, which the browser logs itself). */
  errors: string[];
  close: () => Promise<void>;
}

/** `motion`: as most readers see the page, twinkling and with its video (else reduced motion, see chromium.ts). */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 800 },
  { motion = false } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ viewport, ...(motion ? { reducedMotion: 'no-preference' } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors, close: () => context.close() };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Waits until the shell has mounted `remote`'s page (not its loading or failure state). */
export async function remoteReady(page: Page, remote: RemoteName): Promise<void> {
  await page.locator(`[data-remote="${remote}"][data-state="ready"]`).waitFor();
}

/** Waits until mf_account's control has replaced the shell's Sign In placeholder. */
export async function accountReady(page: Page): Promise<void> {
  await page.locator('[data-testid="account-slot"] [data-state="ready"]').waitFor();
}

/** Signs in through the account dialog (in English) and waits for the signed-in avatar. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await accountReady(page);
  await page.getByTestId('account-control').click();
  const dialog = page.getByRole('dialog', { name: en['account.dialog.title'] });
  await dialog.getByLabel(en['account.form.username'], { exact: true }).fill(username);
  await dialog.getByLabel(en['account.form.password'], { exact: true }).fill(password);
  await dialog.getByRole('button', { name: en['account.form.signIn'] }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('account-avatar-letter').waitFor();
}

/** Creates a story from the page (so it belongs to the page's session) and waits for its first picture. */
export async function createStory(
  page: Page,
  name: string,
  storyType: 'classic' | 'custom' = 'classic',
): Promise<{ id: string; title: string }> {
  return page.evaluate(
    async ({ hero, type }) => {
      const res = await fetch('/api/stories', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ audience: 'child', storyType: type, recipientDetails: { name: hero }, language: 'en' }),
      });
      if (res.status !== 201) throw new Error(`POST /api/stories answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      for (let attempt = 0; attempt < 240; attempt++) {
        const story = (await (await fetch(`/api/stories/${id}`)).json()) as {
          title: string | null;
          scenes: { imageUrl: string | null }[];
        };
        if (story.title && story.scenes[0]?.imageUrl) return { id, title: story.title };
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`story ${id} got no first picture within 2 minutes`);
    },
    { hero: name, type: storyType },
  );
}
