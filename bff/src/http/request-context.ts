import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { LANGUAGES, languageFromHeader, translator, type Language, type Translate } from '@dreamweaver/contracts';
import type { Logger } from '../logger.ts';

const TRANSLATORS = Object.fromEntries(LANGUAGES.map((language) => [language, translator(language)])) as Record<
  Language,
  Translate
>;

/** Gives each request an id (echoed as X-Request-Id), a logger carrying it, and its language. */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const requestId = randomUUID();
    const language = languageFromHeader(ctx.get('accept-language'));
    ctx.state.requestId = requestId;
    ctx.state.logger = logger.child({ requestId });
    ctx.state.language = language;
    ctx.state.t = TRANSLATORS[language];
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.logger.info('request', {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}
