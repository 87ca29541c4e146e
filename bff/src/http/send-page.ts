import type { Context } from 'koa';
import { encodeCursor, NEXT_CURSOR_HEADER } from '@dreamweaver/contracts';
import type { Page } from '../services/paging.ts';

/** A page as the list's JSON array, and the next page's cursor in its header when one follows. */
export function sendPage<T>(ctx: Context, page: Page<T>): void {
  if (page.next) ctx.set(NEXT_CURSOR_HEADER, encodeCursor(page.next));
  ctx.body = page.items;
}
