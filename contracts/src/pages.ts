import { REMOTES, SHELL } from './frontends.ts';
import type { MessageKey, Translate } from './i18n/index.ts';

// Every page of the product: its path pattern (from the registry of front ends, frontends.ts),
// and the title and description a browser tab, a bookmark and a search result show for it. The
// bff writes them into the page it sends (and answers 404 for a path no page has); the shell keeps
// them current as the visitor moves around and switches language.

export type PagePattern = (typeof SHELL.routes)[number] | (typeof REMOTES)[number]['routes'][number];

interface PageText {
  /** The page's own name, after the brand: "Dreamweaver – My Stories". */
  title: MessageKey;
  description: MessageKey;
}

export const PAGE_TEXTS: Record<PagePattern, PageText> = {
  '/': { title: 'page.home.title', description: 'page.home.description' },
  '/select-audience': { title: 'page.selectAudience.title', description: 'page.selectAudience.description' },
  '/select-story-type': { title: 'page.selectStoryType.title', description: 'page.selectStoryType.description' },
  '/personalize': { title: 'page.personalize.title', description: 'page.personalize.description' },
  '/story-plan': { title: 'page.storyPlan.title', description: 'page.storyPlan.description' },
  '/generating': { title: 'page.generating.title', description: 'page.generating.description' },
  '/story/:id': { title: 'page.story.title', description: 'page.story.description' },
  '/test-audio': { title: 'page.testAudio.title', description: 'page.testAudio.description' },
  '/invite': { title: 'page.invite.title', description: 'page.invite.description' },
  '/story-viewer-test': { title: 'page.storyViewerTest.title', description: 'page.storyViewerTest.description' },
  '/my-stories': { title: 'page.myStories.title', description: 'page.myStories.description' },
  '/admin': { title: 'page.admin.title', description: 'page.admin.description' },
  '/privacy-policy': { title: 'page.privacy.title', description: 'page.privacy.description' },
};

/** What a path no page has shows: the 404 page. */
const NOT_FOUND_PAGE_TEXT: PageText = { title: 'page.notFound.title', description: 'page.notFound.description' };

/** Every page's path pattern: the shell's own and each remote's. */
export const PAGE_PATTERNS: readonly PagePattern[] = [...SHELL.routes, ...REMOTES.flatMap((remote) => remote.routes)];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The pattern of the page at `pathname`, as the shell's router matches it: case-insensitively,
 * with or without trailing slashes, `:param` standing for one segment. Undefined: no page (the 404 page).
 */
export function matchPage(pathname: string): PagePattern | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed.includes('//') || (trimmed !== '' && !trimmed.startsWith('/'))) return undefined;
  const parts = segments(trimmed).map(decoded);
  return PAGE_PATTERNS.find((pattern) => {
    const wanted = segments(pattern);
    return (
      wanted.length === parts.length &&
      wanted.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === parts[i].toLowerCase())
    );
  });
}

/** The title and description of the page at `pathname` (the 404 page's for an unknown path), in `t`'s language. */
export function pageText(pathname: string, t: Translate): { title: string; description: string } {
  const pattern = matchPage(pathname);
  const text = pattern ? PAGE_TEXTS[pattern] : NOT_FOUND_PAGE_TEXT;
  return {
    title: t('page.titleFormat', { brand: t('app.title'), page: t(text.title) }),
    description: t(text.description),
  };
}
