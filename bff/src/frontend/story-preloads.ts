import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, apiPath, REMOTES, SCENE_PICTURE_SIZES } from '@dreamweaver/contracts';
import type Koa from 'koa';
import type { Logger } from '../logger.ts';
import type { StoryFirstScene } from '../services/story-service.ts';
import type { Settings } from '../settings.ts';
import { remoteConfig } from './remote-config.ts';

// What a story's page (/story/:id) needs beyond the home page's preloads (home-preloads.ts), so
// its first scene is not found one step after another: the shell, then mf_story's routes module,
// then the story page's lazy chunk, then the story's JSON, then scene 1's picture (five round
// trips on a 150 ms phone before the picture, its largest paint, even starts). With the page come:
//   - the story's JSON, as the page's own fetch() will ask for it (credentials included);
//   - scene 1's picture (always free), with high priority, and with its `srcset` and `sizes` when
//     it has smaller copies, so the browser fetches the very copy the page will show;
//   - the story page's chunk and style sheet (NAMED_CHUNKS_ASSETS of mf-story's build).

/** Finds a story for its page (getStoryFirstScene): undefined when there is no such story. */
export type StoryPageLookup = (storyId: string) => Promise<StoryFirstScene | undefined>;

/** The story of a story's page, as its lookup found it. */
export interface FoundStoryPage {
  id: string;
  scene: StoryFirstScene;
}

/** The story page's lazy chunk in mf-story's build (mf-story/src/routes.ts). */
const STORY_PAGE_CHUNK = 'story-page';
/** rspack.config.base.ts: NAMED_CHUNKS_ASSETS (not imported: the bff does not load the build's config). */
const NAMED_CHUNKS_FILE = 'named-chunks.json';

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/** The `Link` entries of one story's page (comma-separated), before the home page's. */
function storyLinks(storyId: string, picture: StoryFirstScene['picture'], chunkLinks: string): string {
  const links: string[] = [];
  // The picture first: it is the page's largest paint, and a pre-rendered page shows it before any script runs.
  if (picture) {
    const sized = picture.srcset
      ? `; imagesrcset=${quoted(picture.srcset)}; imagesizes=${quoted(SCENE_PICTURE_SIZES)}`
      : '';
    links.push(`<${picture.url}>; rel=preload; as=image; fetchpriority=high${sized}`);
  }
  links.push(
    `<${apiPath(API_ROUTES.stories.story, { id: storyId })}>; rel=preload; as=fetch; crossorigin=use-credentials`,
  );
  if (chunkLinks) links.push(chunkLinks);
  return links.join(', ');
}

/** The story page chunk's `Link` entries, from mf-story's build; '' when mf_story is served elsewhere or not built. */
function storyChunkLinks(settings: Settings, repoRoot: string): string {
  const remote = remoteConfig(settings).remotes.find((r) => r.name === 'mf_story');
  const { folder, setting } = REMOTES.find((r) => r.name === 'mf_story')!;
  if (!remote || settings[setting]) return '';
  const base = remote.entry.replace(/[^/]*$/, '');
  let files: { js: string[]; css: string[] } | undefined;
  try {
    const named = JSON.parse(readFileSync(path.join(repoRoot, folder, 'dist', NAMED_CHUNKS_FILE), 'utf8'));
    files = named[STORY_PAGE_CHUNK];
  } catch {
    return ''; // not built (yet)
  }
  return [
    ...(files?.js ?? []).map((file) => `<${base}${file}>; rel=preload; as=script`),
    ...(files?.css ?? []).map((file) => `<${base}${file}>; rel=preload; as=style`),
  ].join(', ');
}

/** storyChunkLinks, read again only when mf-story's build has changed. */
function cachedStoryChunkLinks(settings: Settings, repoRoot: string): () => string {
  const { folder } = REMOTES.find((r) => r.name === 'mf_story')!;
  const watched = path.join(repoRoot, folder, 'dist', NAMED_CHUNKS_FILE);
  let key: number | undefined;
  let links = '';
  return () => {
    const now = statSync(watched, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (now !== key) {
      key = now;
      links = storyChunkLinks(settings, repoRoot);
    }
    return links;
  };
}

/** How long the story page waits for its story's lookup before it is sent without the story. */
const LOOKUP_MS = 500;

/**
 * The story of the story page at ctx.path (/story/:id), for its preloads and its first screen:
 * undefined for an unknown story, without `storyPage`, or when the lookup fails or takes longer
 * than LOOKUP_MS (the page is sent all the same, as the bare shell).
 */
export function storyPageFinder(
  storyPage: StoryPageLookup | undefined,
): (ctx: Koa.Context) => Promise<FoundStoryPage | undefined> {
  return async (ctx) => {
    if (!storyPage) return undefined;
    const segment = ctx.path.replace(/\/+$/, '').split('/').pop() ?? '';
    let id: string;
    try {
      id = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    // A database that hangs must not hold the page: past LOOKUP_MS it is sent without the story.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, LOOKUP_MS, undefined);
    });
    const looked = storyPage(id).catch((error: unknown) => {
      (ctx.state.logger as Logger | undefined)?.warn('could not look up the story for its page', { error });
      return undefined;
    });
    const scene = await Promise.race([looked, timedOut]).finally(() => clearTimeout(timer));
    return scene ? { id, scene } : undefined;
  };
}

/** The `Link` entries of a story's page (before the home page's): '' when its story was not found. */
export function storyPagePreloads(settings: Settings, repoRoot: string): (found: FoundStoryPage | undefined) => string {
  const chunkLinks = cachedStoryChunkLinks(settings, repoRoot);
  return (found) => (found ? storyLinks(found.id, found.scene.picture, chunkLinks()) : '');
}
