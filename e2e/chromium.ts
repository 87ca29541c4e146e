import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(CHROMIUM_PATH);
export const SKIP_MESSAGE = `Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium). In CI they are required.`;

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Debian's Chromium; playwright gives every launch a fresh temporary profile (user-data dir). */
export async function launchChromium(
  extraFlags: string[] = [],
): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...FLAGS, ...extraFlags],
  });
  return { browser, close: () => browser.close() };
}
