import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** A PNG of a local HTML page by headless Chromium, if one is installed (returns false if not). */
export function screenshot(html: string, png: string, width: number, height: number): boolean {
  const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => p && fs.existsSync(p));
  if (!chromium) {
    console.log('no Chromium found: open the HTML file instead');
    return false;
  }
  execFileSync(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--window-size=${width},${height}`, `--screenshot=${png}`, `file://${html}`], { stdio: 'ignore', timeout: 120_000 });
  console.log(`wrote ${png}`);
  return true;
}
