import { z } from 'zod';
import { translator, type Translate } from './i18n/index.ts';

const english = translator('en');

// Long lists (the admin's users and stories, one user's stories, My Stories) come a page at a time,
// by keyset: a page answers the same JSON array as before, and when more rows follow, the header
// NEXT_CURSOR_HEADER carries an opaque cursor to ask for them (`?cursor=`). The cursor names the
// list it came from and the last row's sort key; it is no secret and no capability (every list
// still checks who asks), only a position.

/** Rows per page when the request names no `limit`. */
const PAGE_LIMIT_DEFAULT = 50;
const PAGE_LIMIT_MAX = 200;
/** The answer's header with the cursor of the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Where a page ended: the list (with its filters), and the last row's sort key. */
export interface PageCursor {
  /** Which list, with its filters: a cursor only continues the list it came from. */
  list: string;
  /** The last row's created_at as the database wrote it (full precision), or '' for lists by id. */
  at: string;
  id: string | number;
}

const cursorJsonSchema = z.strictObject({
  l: z.string().max(300),
  a: z.string().max(64),
  i: z.union([z.string().min(1).max(64), z.number().int().positive().max(2_147_483_647)]),
});

export function encodeCursor({ list, at, id }: PageCursor): string {
  const json = JSON.stringify({ l: list, a: at, i: id });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor's content, or undefined for text no list gave out. */
function decodeCursor(text: string): PageCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = cursorJsonSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return undefined;
    const { l, a, i } = parsed.data;
    if (a !== '' && Number.isNaN(Date.parse(a.replace(' ', 'T')))) return undefined;
    return { list: l, at: a, id: i };
  } catch {
    return undefined;
  }
}

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `?limit=&cursor=` of every paged list; the list itself checks that the cursor is one of its own. */
export function pageQuerySchema(t: Translate = english) {
  return z.object({
    limit: z.preprocess(
      firstValue,
      z
        .string({ error: t('validation.paging.limit', { max: PAGE_LIMIT_MAX }) })
        .regex(/^\d{1,4}$/, t('validation.paging.limit', { max: PAGE_LIMIT_MAX }))
        .transform(Number)
        .pipe(
          z
            .number()
            .min(1, t('validation.paging.limit', { max: PAGE_LIMIT_MAX }))
            .max(PAGE_LIMIT_MAX, t('validation.paging.limit', { max: PAGE_LIMIT_MAX })),
        )
        .optional()
        .transform((limit) => limit ?? PAGE_LIMIT_DEFAULT),
    ),
    cursor: z.preprocess(
      firstValue,
      z
        .string({ error: t('validation.paging.cursor') })
        .transform((text, context) => {
          const cursor = decodeCursor(text);
          if (!cursor) context.addIssue({ code: 'custom', message: t('validation.paging.cursor') });
          return cursor ?? z.NEVER;
        })
        .optional(),
    ),
  });
}
