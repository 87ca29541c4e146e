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
  // The shell's fifty twinkling stars, and its night-sky video, each keep headless Chromium's
  // software compositor (no GPU here) busy at about a core for as long as a page is open: 10.4 s
  // and 10.2 s of GPU-process CPU in 10 s on the home page, 0.05 s with reduced motion (no
  // twinkling, and the still sky instead of the video). Every context asks for reduced motion unless
  // its test says otherwise (`reducedMotion: 'no-preference'` where the motion itself is tested).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return { browser, close: () => browser.close() };
}
