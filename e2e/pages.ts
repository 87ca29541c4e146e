import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../scripts/frontends.mjs';

export const SCREENSHOTS = path.join(ROOT, 'test-results');

export interface OpenPage {
  page: Page;
  /** Console errors and uncaught exceptions, except the expected missing background video. */
  errors: string[];
  close: () => Promise<void>;
}

export async function openPage(browser: Browser, url: string, viewport = { width: 1280, height: 800 }): Promise<OpenPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.location().url.includes('/media/night-sky')) return;
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
