import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENE_PICTURE_SIZES } from '@dreamweaver/contracts';
import type { StoryFirstScene } from '../services/story-service.ts';
import { fakeDist, serveFrontend, type FakeDist } from '../../test/fake-dist.ts';
import { rawRequest } from '../../test/support/raw-request.ts';
import type { StoryPageLookup } from './story-preloads.ts';

// A story's page comes with what its first scene needs, so the browser asks for it all with the
// page: the story's JSON, scene 1's picture at high priority (with the srcset the page will use),
// and the story page's own chunk from mf-story's build. The story is looked up for it.

let dist: FakeDist;
let base: string;
let close: () => void;
const asked: string[] = [];

/** A story's first scene as the lookup finds it: an unpaid English story with a picture and a text. */
function firstScene(scene: Partial<StoryFirstScene> = {}): StoryFirstScene {
  return {
    title: 'The Moon Boat',
    language: 'en',
    isPaid: false,
    hidden: false,
    picture: { url: '/api/stories/someStory/scenes/1/image/scene-1-picture.svg' },
    text: 'Once upon a time, a boat sailed to the moon.',
    ...scene,
  };
}

const STORIES: Record<string, StoryFirstScene> = {
  rasterStory: firstScene({
    picture: {
      url: '/api/stories/rasterStory/scenes/1/image/scene-1-picture.png',
      srcset:
        '/api/stories/rasterStory/scenes/1/image/scene-1-picture-480w.webp 480w, /api/stories/rasterStory/scenes/1/image/scene-1-picture.png 1024w',
    },
  }),
  vectorStory: firstScene({ picture: { url: '/api/stories/vectorStory/scenes/1/image/scene-1-picture.svg' } }),
  newStory: firstScene({ picture: null, text: null }),
  paidStory: firstScene({ isPaid: true, title: null, language: 'de', series: { episode: 2, title: 'Mia & Fudge' } }),
  hiddenStory: firstScene({ hidden: true }),
  wickedStory: firstScene({
    title: '</title><script>alert(1)</script>',
    text: '<img src=x onerror="alert(2)"> $& {{dw:title}}',
    picture: { url: '/api/x.svg" onload="alert(3)', srcset: '/a.webp 480w" onload="alert(4)' },
    imageDescription: '"><script>alert(5)</script>',
  }),
};

/** The shell's story page as shell/scripts/prerender.ts writes it, cut down to its placeholders. */
const storyTemplate = (language: string) =>
  `<!doctype html><html lang="${language}"><head><title>x</title></head><body><div id="root">` +
  '<div class="shell" data-prerendered="story"><!--dw:unpaid--><div class="viewer-preview">Preview</div><!--/dw:unpaid-->' +
  '<section class="viewer-reader" lang="{{dw:lang}}"><h1 class="viewer-titlebar__title">{{dw:title}}</h1>{{dw:series}}' +
  `<img{{dw:srcset}} fetchpriority="high" src="{{dw:src}}" alt="{{dw:alt}}" class="viewer-image__img" data-visible="true">` +
  `<h2>${language === 'de' ? 'Szene' : 'Scene'} 1</h2><p class="viewer-scene__text">{{dw:text}}</p></section></div></div></body></html>`;

beforeAll(async () => {
  dist = await fakeDist();
  const { put } = dist;
  await put(
    'shell/dist/index.html',
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  for (const language of ['en', 'de']) await put(`shell/dist/story.${language}.html`, storyTemplate(language));
  await put(
    'mf-story/dist/named-chunks.json',
    JSON.stringify({
      'story-page': {
        js: ['static/js/story-page.1.js', 'static/js/vendor.2.js'],
        css: ['static/css/story-page.3.css'],
      },
    }),
  );
  const lookup: StoryPageLookup = async (id) => {
    asked.push(id);
    if (id === 'brokenStory') throw new Error('the database is away');
    if (id === 'hangingStory') return new Promise(() => undefined);
    return STORIES[id];
  };
  ({ url: base, close } = serveFrontend(dist.root, { storyPage: lookup }));
});

afterAll(async () => {
  close();
  await dist.remove();
});

async function links(page: string): Promise<string[]> {
  const res = await fetch(`${base}${page}`, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  return (res.headers.get('link') ?? '').split(', <').map((link, i) => (i === 0 ? link : `<${link}`));
}

describe('a story page’s preloads', () => {
  it('preload the story’s JSON, scene 1’s raster picture at high priority with its srcset and sizes, and the page’s chunk', async () => {
    const sent = await links('/story/rasterStory');
    expect(sent).toContain('</api/stories/rasterStory>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(sent).toContain(
      `</api/stories/rasterStory/scenes/1/image/scene-1-picture.png>; rel=preload; as=image; fetchpriority=high; imagesrcset="${STORIES.rasterStory!.picture!.srcset}"; imagesizes="${SCENE_PICTURE_SIZES}"`,
    );
    for (const file of ['static/js/story-page.1.js', 'static/js/vendor.2.js'])
      expect(sent).toContain(`</remotes/mf-story/${file}>; rel=preload; as=script`);
    expect(sent).toContain('</remotes/mf-story/static/css/story-page.3.css>; rel=preload; as=style');
    // The picture first, then the story's other entries, then the home page's (the remote's manifest and entry):
    // the browser asks in this order, and on HTTP/1.1 a request waits for one of six connections.
    expect(sent[0]).toMatch(/^<[^>]*scene-1-picture\.png>/);
    expect(sent.findIndex((link) => link.includes('remoteEntry.js'))).toBeGreaterThan(
      sent.findIndex((link) => link.includes('story-page.3.css')),
    );
    expect(sent).toContain('</remotes/mf-story/remoteEntry.js>; rel=preload; as=script');
  });

  it('preload an SVG picture without srcset, no picture while scene 1 has none, and nothing of an unknown story or when its lookup fails or hangs', async () => {
    const vector = await links('/story/vectorStory');
    expect(vector).toContain(
      '</api/stories/vectorStory/scenes/1/image/scene-1-picture.svg>; rel=preload; as=image; fetchpriority=high',
    );
    expect(vector.join()).not.toContain('imagesrcset');
    const fresh = await links('/story/newStory');
    expect(fresh).toContain('</api/stories/newStory>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(fresh.join()).not.toContain('as=image');
    for (const unknown of ['/story/noSuchStory', '/story/brokenStory', '/story/hangingStory']) {
      const sent = (await links(unknown)).join();
      expect(sent, unknown).not.toContain('/api/stories/');
      expect(sent, unknown).not.toContain('story-page');
      expect(sent, unknown).toContain('remoteEntry.js');
    }
  });

  it('look the story up only for a story’s page, by its id as the page’s address has it', async () => {
    asked.length = 0;
    await links('/');
    await links('/privacy-policy');
    await links('/story/rasterStory/');
    expect(asked).toEqual(['rasterStory']);
  });
});

async function page(path: string, headers: Record<string, string> = {}): Promise<{ html: string; link: string }> {
  const res = await fetch(`${base}${path}`, { headers: { Accept: 'text/html', ...headers } });
  expect(res.status).toBe(200);
  return { html: await res.text(), link: res.headers.get('link') ?? '' };
}

describe('a story’s page with its first screen', () => {
  it('is the pre-rendered page with the title, scene 1’s picture and text, in the visitor’s language, with the preloads', async () => {
    const vector = await page('/story/vectorStory');
    expect(vector.html).toContain('data-prerendered="story"');
    expect(vector.html).toContain('<title>Dreamweaver – The Moon Boat</title>');
    expect(vector.html).toContain(
      '<section class="viewer-reader" lang="en"><h1 class="viewer-titlebar__title">The Moon Boat</h1>',
    );
    expect(vector.html).toContain(
      '<img fetchpriority="high" src="/api/stories/vectorStory/scenes/1/image/scene-1-picture.svg" alt="Illustration for scene 1" class="viewer-image__img" data-visible="true">',
    );
    expect(vector.html).toContain('<p class="viewer-scene__text">Once upon a time, a boat sailed to the moon.</p>');
    expect(vector.html).toContain('<div class="viewer-preview">Preview</div>');
    expect(vector.link).toContain('/api/stories/vectorStory>; rel=preload; as=fetch');
    const raster = await page('/story/rasterStory');
    expect(raster.html).toContain(
      `<img srcset="${STORIES.rasterStory.picture!.srcset}" sizes="${SCENE_PICTURE_SIZES}" fetchpriority="high" src="${STORIES.rasterStory.picture!.url}"`,
    );
    // A paid story has no preview banner; an untitled one is named as the viewer names it, in the page's language.
    const paid = await page('/story/paidStory', { Cookie: 'dreamweaver.language=de' });
    expect(paid.html).toContain('<h2>Szene 1</h2>');
    expect(paid.html).toContain(
      '<section class="viewer-reader" lang="de"><h1 class="viewer-titlebar__title">Deine magische Geschichte</h1>',
    );
    expect(paid.html).toContain('<title>Traumweber – Deine Geschichte</title>');
    expect(paid.html).not.toContain('viewer-preview');
    expect(paid.html).toContain('</h1><p class="viewer-titlebar__series">Folge 2 · Mia &amp; Fudge</p>');
    expect(vector.html).toContain('The Moon Boat</h1><img');
  });

  it('carries every value of the story HTML-escaped, so none of it can be markup', async () => {
    const { html } = await page('/story/wickedStory');
    expect(html).not.toMatch(/<script>alert|<img src=x|" onload=/);
    expect(html).toContain('<title>Dreamweaver – &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain(
      '<h1 class="viewer-titlebar__title">&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    expect(html).toContain(
      '<p class="viewer-scene__text">&lt;img src=x onerror=&quot;alert(2)&quot;&gt; $&amp; {{dw:title}}</p>',
    );
    expect(html).toContain('src="/api/x.svg&quot; onload=&quot;alert(3)"');
    expect(html).toContain('srcset="/a.webp 480w&quot; onload=&quot;alert(4)"');
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(5)&lt;/script&gt;"');
  });

  it('is the bare shell for a story without scene 1’s picture, one the admin hid, an unknown one, or when the lookup fails or hangs', async () => {
    for (const story of ['newStory', 'hiddenStory', 'noSuchStory', 'brokenStory', 'hangingStory']) {
      const { html } = await page(`/story/${story}`);
      expect(html, story).toContain('<div id="root"></div>');
      expect(html, story).not.toContain('data-prerendered');
      expect(html, story).not.toContain('{{dw:');
    }
  });

  it('comes in the night palette when the device has bedtime mode on (its cookie), a story viewer page only, and the ETag says which', async () => {
    const night = { Cookie: 'dreamweaver.bedtime=on; dreamweaver.language=de' };
    for (const story of ['vectorStory', 'newStory']) {
      expect((await page(`/story/${story}`, night)).html, story).toMatch(
        /^<!doctype html><html data-bedtime="on" lang="de">/,
      );
      expect((await page(`/story/${story}`)).html, story).not.toContain('data-bedtime');
      expect((await page(`/story/${story}`, { Cookie: 'dreamweaver.bedtime=off' })).html).not.toContain('data-bedtime');
    }
    expect((await page('/story-viewer-test', night)).html).toContain('<html data-bedtime="on"');
    // Any other page is not the viewer's: the mode is the viewer's alone.
    for (const other of ['/', '/privacy-policy', '/my-stories'])
      expect((await page(other, night)).html, other).not.toContain('data-bedtime');
    const day = await rawRequest(base, 'GET', '/story/vectorStory', { headers: { Accept: 'text/html' } });
    const dark = await rawRequest(base, 'GET', '/story/vectorStory', {
      headers: { Accept: 'text/html', Cookie: 'dreamweaver.bedtime=on', 'If-None-Match': String(day.headers.etag) },
    });
    expect(dark.status).toBe(200);
    expect(dark.headers.vary).toContain('Cookie');
  });

  it('is fresh by its ETag only, never by the template file’s date: the page changes with its story (paid, titled)', async () => {
    // Raw requests: fetch() adds Cache-Control: no-cache to a conditional request, which is never answered 304.
    const first = await rawRequest(base, 'GET', '/story/vectorStory', { headers: { Accept: 'text/html' } });
    expect(first.headers['last-modified']).toBeUndefined();
    const etag = String(first.headers.etag);
    // A client that sends only the date it last saw gets the page again, as it is now.
    const tomorrow = new Date(Date.now() + 86_400_000).toUTCString();
    const byDate = await rawRequest(base, 'GET', '/story/vectorStory', {
      headers: { Accept: 'text/html', 'If-Modified-Since': tomorrow },
    });
    expect(byDate.status).toBe(200);
    expect(byDate.text).toContain('The Moon Boat</h1>');
    const byTag = await rawRequest(base, 'GET', '/story/vectorStory', {
      headers: { Accept: 'text/html', 'If-None-Match': etag },
    });
    expect(byTag.status).toBe(304);
    // Each encoding asked for carries the same page.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await fetch(`${base}/story/vectorStory`, {
        headers: { Accept: 'text/html', 'Accept-Encoding': encoding },
      });
      expect(await res.text(), encoding).toContain('The Moon Boat</h1>');
    }
  });
});
