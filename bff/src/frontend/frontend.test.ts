import { get, type IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../settings.ts';
import { PAGE_PATTERNS, REMOTE_CONFIG_ELEMENT_ID, SITE_INFO_ELEMENT_ID, de, en } from '@dreamweaver/contracts';
import { homePreloads } from './home-preloads.ts';
import { fakeDist, serveFrontend, type FakeDist } from '../../test/fake-dist.ts';
import { remoteConfig } from './remote-config.ts';

// 1000 bytes that stand for a clip: byte i is the character (i mod 10).
const VIDEO = Array.from({ length: 1000 }, (_, i) => String(i % 10)).join('');
let root: string;
let base: string;
let close: () => void;
let remove: () => Promise<void>;
let put: FakeDist['put'];

const APP_JS = `console.log(${JSON.stringify('twinkle '.repeat(200))});`;

beforeAll(async () => {
  ({ root, put, remove } = await fakeDist());
  await put(
    'shell/dist/index.html',
    '<!doctype html><html lang="en"><head><title>Dreamweaver</title></head><body><div id="root"></div></body></html>',
  );
  await put(
    'shell/dist/home.en.html',
    '<!doctype html><html lang="en"><head></head><div id="root"><h1>Hero</h1></div>',
  );
  await put(
    'shell/dist/home.de.html',
    '<!doctype html><html lang="de"><head></head><div id="root"><h1>Held</h1></div>',
  );
  // What the builds say the home page's first render needs (rspack.config.base.ts, mf-stats.json, mf-manifest.json).
  await put(
    'shell/dist/first-render.json',
    JSON.stringify({ js: ['static/js/main.1.js', 'static/js/bootstrap.2.js'], css: ['static/css/bootstrap.3.css'] }),
  );
  const assets = (js: string[], css: string[] = []) => ({ js: { sync: js, async: [] }, css: { sync: css, async: [] } });
  await put(
    'shell/dist/mf-stats.json',
    JSON.stringify({ shared: [{ name: 'react', assets: assets(['static/js/react.4.js']) }], exposes: [] }),
  );
  await put('shell/dist/static/js/main.0123456789ab.js', 'console.log(1)');
  // The copies scripts/precompress.mjs writes beside a build file.
  await put('shell/dist/static/js/app.0123456789ab.js', APP_JS);
  await put('shell/dist/static/js/app.0123456789ab.js.br', zlib.brotliCompressSync(APP_JS));
  await put('shell/dist/static/js/app.0123456789ab.js.gz', zlib.gzipSync(APP_JS));
  await put(
    'mf-story/dist/mf-manifest.json',
    JSON.stringify({
      id: 'mf_story',
      shared: [],
      exposes: [{ name: 'routes', assets: assets(['static/js/routes.5.js'], ['static/css/routes.6.css']) }],
    }),
  );
  await put('mf-story/dist/remoteEntry.js', 'var mf_story;');
  await put('mf-story/dist/static/css/routes.0123456789ab.css', '.story-page{}');
  await put('shell/dist/media/night-sky.webm', VIDEO);
  await put('shell/dist/media/night-sky.mp4', VIDEO);
  ({ url: base, close } = serveFrontend(root));
});

afterAll(async () => {
  close();
  await remove();
});

describe('frontend routes', () => {
  it('answers the remote config with the bff copies by default and the settings when given', async () => {
    const res = await fetch(`${base}/api/config/remotes`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const config = {
      remotes: [
        { name: 'mf_story', entry: '/remotes/mf-story/mf-manifest.json' },
        { name: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' },
        { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
      ],
    };
    expect(await res.json()).toEqual(config);
    // The same answer is in every page the bff sends, so the shell need not ask for it.
    for (const page of ['/', '/privacy-policy']) {
      const html = await (await fetch(`${base}${page}`, { headers: { Accept: 'text/html' } })).text();
      const element = new RegExp(
        `<script type="application/json" id="${REMOTE_CONFIG_ELEMENT_ID}">(.*?)</script>`,
      ).exec(html);
      expect(JSON.parse(element?.[1] ?? 'null'), page).toEqual(config);
    }
    const overridden = remoteConfig(loadSettings({ MF_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json' }));
    expect(overridden.remotes[2]).toEqual({ name: 'mf_admin', entry: 'https://cdn.example/admin/mf-manifest.json' });
    expect(overridden.remotes[0].entry).toBe('/remotes/mf-story/mf-manifest.json');
  });

  it('serves index.html without caching for page routes in any letter case, and with status 404 for a path no page has', async () => {
    const pages = [
      '/',
      '/privacy-policy',
      '/PRIVACY-POLICY',
      '/privacy-policy/',
      '/story/abc',
      '/Story/Ab%20c',
      '/MY-STORIES',
      '/admin',
      '/select-audience',
    ];
    for (const page of [
      ...pages,
      '/no/such/page',
      '/story',
      '/story/abc/more',
      '/privacy-policyx',
      '/admin/users',
      '//privacy-policy',
    ]) {
      const res = await fetch(`${base}${page}`, { headers: { Accept: 'text/html' } });
      expect(res.status, page).toBe(pages.includes(page) ? 200 : 404);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(await res.text(), page).toContain('id="root"');
    }
    // Every page of the registry is a page here.
    for (const pattern of PAGE_PATTERNS) {
      const res = await fetch(`${base}${pattern.replace(':id', 'abc123')}`, { headers: { Accept: 'text/html' } });
      expect(res.status, pattern).toBe(200);
    }
    // The 404 page is never answered 304, and is in the visitor's language.
    const missing = await fetch(`${base}/nowhere`, { headers: { Accept: 'text/html', 'Accept-Language': 'de' } });
    const etag = missing.headers.get('etag') ?? '';
    expect(await missing.text()).toContain(`<title>Traumweber – ${de['page.notFound.title']}</title>`);
    expect((await fetch(`${base}/nowhere`, { headers: { Accept: 'text/html', 'If-None-Match': etag } })).status).toBe(
      404,
    );
  });

  it('gives each page its own title and description, in the visitor’s language', async () => {
    const head = async (page: string, headers: Record<string, string> = {}) => {
      const html = await (await fetch(`${base}${page}`, { headers: { Accept: 'text/html', ...headers } })).text();
      return {
        lang: /<html lang="([^"]*)"/.exec(html)?.[1],
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1],
        titles: html.match(/<title>/g)?.length,
      };
    };
    expect(await head('/my-stories')).toEqual({
      lang: 'en',
      title: 'Dreamweaver – My Stories',
      description: en['page.myStories.description'],
      titles: 1,
    });
    expect(await head('/My-Stories', { Cookie: 'dreamweaver.language=de' })).toEqual({
      lang: 'de',
      title: 'Traumweber – Meine Geschichten',
      description: de['page.myStories.description'],
      titles: 1,
    });
    expect((await head('/privacy-policy')).title).toBe('Dreamweaver – Privacy Policy');
    expect((await head('/story/abc')).title).toBe(`Dreamweaver – ${en['page.story.title']}`);
    expect((await head('/no/such/page')).title).toBe(`Dreamweaver – ${en['page.notFound.title']}`);
    // The pre-rendered home page too (its file has a <title> of its own; the page has one).
    const home = await head('/', { 'Accept-Language': 'de' });
    expect(home).toEqual({
      lang: 'de',
      title: `Traumweber – ${de['page.home.title']}`,
      description: de['page.home.description'],
      titles: 1,
    });
    // Each page and language has its own title and description.
    const seen = new Set<string>();
    for (const pattern of PAGE_PATTERNS) {
      for (const language of ['en', 'de']) {
        const { title, description } = await head(pattern.replace(':id', 'abc123'), {
          Cookie: `dreamweaver.language=${language}`,
        });
        expect(title, pattern).toMatch(language === 'de' ? /^Traumweber – ./ : /^Dreamweaver – ./);
        expect(description, pattern).toBeTruthy();
        seen.add(`${title}`);
      }
    }
    expect(seen.size).toBe(PAGE_PATTERNS.length * 2);
  });

  it('tells the pages whether an AI service is used, and nothing more about the settings', async () => {
    const info = async (html: string) =>
      JSON.parse(
        new RegExp(`<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ??
          'null',
      );
    const page = await (await fetch(`${base}/privacy-policy`, { headers: { Accept: 'text/html' } })).text();
    expect(await info(page)).toEqual({ aiServices: false });
    // With a key for an AI service, the pages say so, and the key is nowhere in them.
    const dist = await fakeDist();
    await dist.put(
      'shell/dist/index.html',
      '<!doctype html><html lang="en"><head><title>x</title></head><div id="root"></div></html>',
    );
    const server = serveFrontend(dist.root, { env: { OPENAI_API_KEY: 'sk-secret-key-for-the-test' } });
    try {
      const html = await (await fetch(`${server.url}/privacy-policy`, { headers: { Accept: 'text/html' } })).text();
      expect(await info(html)).toEqual({ aiServices: true });
      expect(html).not.toContain('sk-secret');
    } finally {
      server.close();
      await dist.remove();
    }
  });

  it('sends the home page pre-rendered in the language of the cookie, else the default, with preloads for its remotes', async () => {
    const home = (headers: Record<string, string> = {}) =>
      fetch(`${base}/`, { headers: { Accept: 'text/html', ...headers } });
    const english = await home();
    expect(await english.text()).toContain('<h1>Hero</h1>');
    expect(english.headers.get('content-language')).toBe('en');
    expect(english.headers.get('cache-control')).toBe('no-cache');
    expect(english.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(english.headers.get('link')?.split(', ')).toEqual([
      '</static/js/main.1.js>; rel=preload; as=script; fetchpriority=high',
      '</static/js/bootstrap.2.js>; rel=preload; as=script',
      '</static/css/bootstrap.3.css>; rel=preload; as=style',
      '</static/js/react.4.js>; rel=preload; as=script',
      '</remotes/mf-story/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '</remotes/mf-story/remoteEntry.js>; rel=preload; as=script',
      '</remotes/mf-story/static/js/routes.5.js>; rel=preload; as=script',
      '</remotes/mf-story/static/css/routes.6.css>; rel=preload; as=style',
      '</remotes/mf-account/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
      '</remotes/mf-account/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
    ]);
    const german = await home({ Cookie: 'dreamweaver.language=de' });
    expect(await german.text()).toContain('<h1>Held</h1>');
    expect(german.headers.get('content-language')).toBe('de');
    // On a first visit (no choice yet) the browser's Accept-Language decides; a choice made with the toggle wins.
    const firstVisit = await home({ 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(await firstVisit.text()).toContain('<h1>Held</h1>');
    expect(firstVisit.headers.get('content-language')).toBe('de');
    expect(
      await (await home({ 'Accept-Language': 'de-DE,de;q=0.9', Cookie: 'dreamweaver.language=en' })).text(),
    ).toContain('<h1>Hero</h1>');
    expect(await (await home({ 'Accept-Language': 'fr-FR,fr;q=0.9' })).text()).toContain('<h1>Hero</h1>');
    expect(await (await home({ Cookie: 'dreamweaver.language=xx' })).text()).toContain('<h1>Hero</h1>');
    expect(await (await home({ Cookie: 'dreamweaver.language=xx', 'Accept-Language': 'de' })).text()).toContain(
      '<h1>Held</h1>',
    );
    // Other pages get the bare shell.
    const other = await fetch(`${base}/privacy-policy`, {
      headers: { Accept: 'text/html', Cookie: 'dreamweaver.language=de' },
    });
    expect(await other.text()).toMatch(
      /^<!doctype html><html lang="de"><head><title>Traumweber – Datenschutzerklärung<\/title><script type="application\/json" [^>]*>.*<\/script><script type="application\/json" [^>]*>.*<\/script><meta name="description" content="[^"]+"><\/head><body><div id="root"><\/div><\/body><\/html>$/,
    );
    expect(other.headers.get('link')).toBeNull();
    // A story's page is mf_story's too: the same preloads, with the bare shell.
    const story = await fetch(`${base}/story/abc`, { headers: { Accept: 'text/html' } });
    expect(await story.text()).not.toContain('<h1>Hero</h1>');
    expect(story.headers.get('link')).toBe(english.headers.get('link'));
    // A remote served elsewhere: its manifest and entry there, and none of the bff's copy of its chunks.
    const elsewhere = homePreloads(loadSettings({ MF_STORY_URL: 'https://cdn.example/story/mf-manifest.json' }), root);
    expect(elsewhere).toContain('<https://cdn.example/story/remoteEntry.js>; rel=preload; as=script');
    expect(elsewhere).not.toContain('routes.5.js');
  });

  it('sends the pages compressed as the request accepts, and answers a revalidation with 304', async () => {
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`${base}/`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } }, resolve).on('error', reject);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.concat(chunks)).toString()).toContain('<h1>Hero</h1>');
    const gzip = await fetch(`${base}/`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const etag = gzip.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${base}/`, {
      headers: { Accept: 'text/html', 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('caches content-hashed files for a year and leaves unknown assets and /api to the next handler', async () => {
    const js = await fetch(`${base}/static/js/main.0123456789ab.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/static/js/missing.0123456789ab.js`)).status).toBe(404);
    const api = await fetch(`${base}/api/nothing`, { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });

  it('sends the precompressed brotli or gzip copy the request accepts, with Vary, and the plain file otherwise', async () => {
    const url = `${base}/static/js/app.0123456789ab.js`;
    const raw = async (acceptEncoding: string) => {
      // node:http, not fetch: fetch would decode the body and ask for every encoding itself.
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, resolve).on('error', reject);
      });
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      return { headers: res.headers, status: res.statusCode, body: Buffer.concat(chunks) };
    };
    const br = await raw('gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(APP_JS);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(APP_JS);
    // A file without copies is sent as it is, whatever the request accepts.
    const onlyPlain = await fetch(`${base}/static/js/main.0123456789ab.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(onlyPlain.headers.get('content-encoding')).toBeNull();
    expect(await onlyPlain.text()).toBe('console.log(1)');
  });

  it('serves remote builds with CORS, no-cache manifests and immutable hashed files', async () => {
    const manifest = await fetch(`${base}/remotes/mf-story/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const entry = await fetch(`${base}/remotes/mf-story/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const css = await fetch(`${base}/remotes/mf-story/static/css/routes.0123456789ab.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(css.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/remotes/mf-story/nope.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-unknown/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-story/..%2F..%2Fshell%2Fdist%2Findex.html`)).status).not.toBe(200);
  });

  it('serves the background video with its type, validators and byte ranges (Chromium asks <video> for ranges)', async () => {
    const whole = await fetch(`${base}/media/night-sky.webm`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('no-cache');
    expect(whole.headers.get('content-length')).toBe('1000');
    expect(await whole.text()).toBe(VIDEO);
    const etag = whole.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const first = await fetch(`${base}/media/night-sky.webm`, { headers: { Range: 'bytes=0-100' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe('bytes 0-100/1000');
    expect(first.headers.get('content-length')).toBe('101');
    expect(first.headers.get('content-type')).toBe('video/webm');
    expect(await first.text()).toBe(VIDEO.slice(0, 101));

    const tail = await fetch(`${base}/media/night-sky.mp4`, { headers: { Range: 'bytes=990-' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-type')).toBe('video/mp4');
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(await tail.text()).toBe('0123456789');

    const outside = await fetch(`${base}/media/night-sky.webm`, { headers: { Range: 'bytes=5000-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */1000');

    // (fetch would add `Cache-Control: no-cache` to a conditional request, which asks the server to ignore its validators.)
    const again = await fetch(`${base}/media/night-sky.webm`, {
      headers: { 'If-None-Match': etag ?? '', 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);

    const head = await fetch(`${base}/media/night-sky.webm`, { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');

    expect((await fetch(`${base}/media/missing.webm`, { headers: { Range: 'bytes=0-1' } })).status).toBe(404);
    expect((await fetch(`${base}/media/..%2F..%2F..%2Fmf-story%2Fdist%2Fmf-manifest.json`)).status).not.toBe(200);
  });
});
