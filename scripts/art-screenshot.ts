import fs from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * PNGs of local HTML pages (the whole page) by headless Chromium through playwright-core, if
 * Chromium is installed (returns false if not). Launched with no network of its own and no sync.
 */
export async function screenshots(pages: { html: string; png: string }[], width: number): Promise<boolean> {
  const executablePath = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].find((p) => p && fs.existsSync(p));
  if (!executablePath) {
    console.log('no Chromium found: open the HTML files instead');
    return false;
  }
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width, height: 600 } });
    for (const { html, png } of pages) {
      await page.goto(`file://${html}`);
      await page.screenshot({ path: png, fullPage: true });
      console.log(`wrote ${png}`);
    }
  } finally {
    await browser.close();
  }
  return true;
}

/** A PNG of one local HTML page (see screenshots). */
export function screenshot(html: string, png: string, width: number): Promise<boolean> {
  return screenshots([{ html, png }], width);
}
