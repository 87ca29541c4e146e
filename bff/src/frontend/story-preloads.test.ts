import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENE_PICTURE_SIZES } from '@dreamweaver/contracts';
import { loadSettings } from '../settings.ts';
import { createFrontendRoutes } from './index.ts';
import type { StoryPageLookup } from './story-preloads.ts';

// A story's page comes with what its first scene needs, so the browser asks for it all with the
// page: the story's JSON, scene 1's picture at high priority (with the srcset the page will use),
// and the story page's own chunk from mf-story's build. The story is looked up for it.

let root: string;
let base: string;
let close: () => void;
const asked: string[] = [];

const STORIES: Record<string, Awaited<ReturnType<StoryPageLookup>>> = {
  rasterStory: {
    picture: {
      url: '/api/stories/rasterStory/scenes/1/image/scene-1-picture.png',
      srcset:
        '/api/stories/rasterStory/scenes/1/image/scene-1-picture-480w.webp 480w, /api/stories/rasterStory/scenes/1/image/scene-1-picture.png 1024w',
    },
  },
  vectorStory: { picture: { url: '/api/stories/vectorStory/scenes/1/image/scene-1-picture.svg' } },
  newStory: { picture: null },
};

async function put(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dw-story-preloads-'));
  await put(
    'shell/dist/index.html',
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
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
  const app = new Koa();
  app.use(createFrontendRoutes(loadSettings({}), root, lookup));
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await rm(root, { recursive: true, force: true });
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
    // After the home page's preloads: the remote's manifest and entry are still there.
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
