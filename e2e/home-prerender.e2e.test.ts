import { readdir } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { ROOT } from '../scripts/frontends.mjs';
import { chromiumAvailable } from './chromium.ts';
import { remoteReady } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

/** A raw GET (node:http decodes nothing and asks only for what it is told). */
async function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status?: number; headers: IncomingMessage['headers']; body: Buffer }> {
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers }, resolve).on('error', reject);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe.skipIf(!chromiumAvailable)('the pre-rendered home page and precompressed assets of the real build', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  it('the shell HTML carries the hero in English by default and in German with the language cookie, and inlines its CSS', async () => {
    const english = await rawGet(`${product.url}/`, { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(english.status).toBe(200);
    expect(english.headers['content-encoding']).toBe('br');
    const englishHtml = zlib.brotliDecompressSync(english.body).toString();
    expect(englishHtml).toContain('<html lang="en">');
    expect(englishHtml).toContain(`<h1 class="story-hero__title">${escapeHtml(en['home.hero.title'])}</h1>`);
    expect(englishHtml).toContain(`<p class="story-hero__subtitle">${escapeHtml(en['home.hero.subtitle'])}</p>`);
    expect(englishHtml).toMatch(/<style data-critical>[^<]*\.story-hero__title\{/);

    const german = await rawGet(`${product.url}/`, { Accept: 'text/html', Cookie: 'dreamweaver.language=de' });
    expect(german.headers['content-encoding']).toBeUndefined();
    const germanHtml = german.body.toString();
    expect(germanHtml).toContain('<html lang="de">');
    expect(germanHtml).toContain(`<h1 class="story-hero__title">${escapeHtml(de['home.hero.title'])}</h1>`);
    expect(germanHtml).toContain(`<p class="story-hero__subtitle">${escapeHtml(de['home.hero.subtitle'])}</p>`);
    expect(germanHtml).not.toContain(escapeHtml(en['home.hero.title']));
  });

  it('serves a built script brotli-encoded when asked, gzip for gzip, and as it is otherwise', async () => {
    const script = (await readdir(path.join(ROOT, 'shell/dist/static/js'))).find((file) =>
      /^main\.[0-9a-f]+\.js$/.test(file),
    );
    expect(script).toBeDefined();
    const url = `${product.url}/static/js/${script}`;
    const plain = await rawGet(url, {});
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A remote's entry too (served by the bff in the embedded setup).
    const entry = await rawGet(`${product.url}/remotes/mf-story/remoteEntry.js`, { 'Accept-Encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  for (const [language, t] of [
    ['en', en],
    ['de', de],
  ] as const) {
    it(`in ${language}: the hero paints before any script, and the app puts its own hero in the same place, once`, async () => {
      const viewport = { width: 390, height: 844 };
      const cookies = [{ name: 'dreamweaver.language', value: language, url: product.url }];
      // Without JavaScript: only the pre-rendered markup.
      const still = await browser.newContext({ viewport, javaScriptEnabled: false });
      await still.addCookies(cookies);
      const before = await still.newPage();
      await before.goto(`${product.url}/`);
      const heading = before.getByRole('heading', { level: 1, name: t['home.hero.title'] });
      await heading.waitFor();
      const staticBox = await heading.boundingBox();
      expect(await before.locator('html').getAttribute('lang')).toBe(language);
      await still.close();

      const context = await browser.newContext({ viewport });
      await context.addCookies(cookies);
      const page = await context.newPage();
      await page.goto(`${product.url}/`);
      await remoteReady(page, 'mf_story');
      await page.locator('#story-form form button[type="submit"]').waitFor();
      expect(await page.locator('[data-prerendered]').count()).toBe(0);
      // One hero for screen readers, in the same place as the pre-rendered one (no layout jump).
      const headings = page.getByRole('heading', { level: 1 });
      expect(await headings.count()).toBe(1);
      expect(await headings.first().textContent()).toBe(t['home.hero.title']);
      expect(await page.getByText(t['home.hero.subtitle'], { exact: true }).count()).toBe(1);
      const liveBox = await headings.first().boundingBox();
      expect(liveBox).not.toBeNull();
      expect(Math.abs(liveBox!.y - staticBox!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(liveBox!.x - staticBox!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(liveBox!.height - staticBox!.height)).toBeLessThanOrEqual(1);
      await context.close();
    });
  }

  it('the language toggle stores the choice in the cookie, so the next load is pre-rendered in it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.url}/`);
    await remoteReady(page, 'mf_story');
    await page.getByRole('button', { name: /^DE/ }).click();
    await page.getByRole('heading', { level: 1, name: de['home.hero.title'] }).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === 'dreamweaver.language')?.value).toBe('de');
    const html = await page.evaluate(async () => (await fetch('/', { headers: { Accept: 'text/html' } })).text());
    expect(html).toContain(escapeHtml(de['home.hero.title']));
    await context.close();
  });
});
