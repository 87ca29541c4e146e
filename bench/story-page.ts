// The story page's first load on a phone (part of `npm run bench:web`): one offline story is made
// through the API and read by a new visitor (unpaid, so only scene 1 is open), cold, in Chromium
// with the phone profile. It counts every byte that arrives (encoded: headers and compressed
// bodies), by kind, until the network is quiet, and the Largest Contentful Paint. The goal of the
// issue: at most 400 KB in all.
import type { CDPSession } from 'playwright-core';
import type { launchChromium } from '../e2e/chromium.ts';

type Browser = Awaited<ReturnType<typeof launchChromium>>['browser'];

export interface StoryPageLoad {
  totalBytes: number;
  byType: Record<string, number>;
  lcpMs: number;
  /** What the Largest Contentful Paint was: `img.viewer-image__img <picture file>` or a text block. */
  lcpElement: string;
  narration?: { url: string; bytes: number };
  /** How the first scene's picture was asked for: its file, bytes, and whether with high priority. */
  picture?: { file: string; bytes: number; priority: string };
}

/** One cold load of `pageUrl`: the bytes that arrived, by resource type, until the network is quiet. */
export async function loadStoryPage(
  browser: Browser,
  pageUrl: string,
  profile: {
    cpu: number;
    network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
    viewport: { width: number; height: number };
  },
): Promise<StoryPageLoad> {
  const context = await browser.newContext({ viewport: profile.viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(`
      window.__lcp = 0;
      window.__lcpElement = '';
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          window.__lcp = e.startTime;
          const el = e.element;
          window.__lcpElement = el
            ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') +
              (e.url ? ' ' + e.url.replace(/^.*\\//, '') : '')
            : e.url;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });`);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    const requests = new Map<string, { type: string; url: string; bytes: number; priority?: string }>();
    const entry = (id: string) => requests.get(id) ?? requests.set(id, { type: 'Other', url: '', bytes: 0 }).get(id)!;
    cdp.on('Network.requestWillBeSent', (event) => {
      entry(event.requestId).priority = event.request.initialPriority;
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = entry(event.requestId);
      request.type = event.type;
      request.url = event.response.url;
    });
    // Media arrive in pieces and may be cut off (a range the player stops): count what came.
    cdp.on('Network.dataReceived', (event) => (entry(event.requestId).bytes += event.encodedDataLength));
    cdp.on('Network.loadingFinished', (event) => {
      const request = entry(event.requestId);
      request.bytes = Math.max(request.bytes, event.encodedDataLength);
    });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.locator('.viewer-image[data-status="success"]').first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    const byType: Record<string, number> = {};
    let totalBytes = 0;
    let narration: StoryPageLoad['narration'];
    let picture: StoryPageLoad['picture'];
    for (const { type, url, bytes, priority } of requests.values()) {
      if (process.env.BENCH_VERBOSE) console.log(`    ${String(bytes).padStart(8)}  ${priority}  ${type}  ${url}`);
      byType[type] = (byType[type] ?? 0) + bytes;
      totalBytes += bytes;
      if (/\/audio\//.test(url)) narration = { url: url.replace(/^.*\//, ''), bytes: (narration?.bytes ?? 0) + bytes };
      if (/\/scenes\/1\/image\//.test(url) && bytes > 0)
        picture = { file: url.replace(/^.*\//, ''), bytes, priority: priority ?? '?' };
    }
    const lcpMs = (await page.evaluate('window.__lcp')) as number;
    const lcpElement = (await page.evaluate('window.__lcpElement')) as string;
    return { totalBytes, byType, lcpMs, lcpElement, narration, picture };
  } finally {
    await context.close();
  }
}
