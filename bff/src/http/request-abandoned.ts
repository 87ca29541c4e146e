import type { ParameterizedContext } from 'koa';

/**
 * A signal that fires when the client goes away before its answer is sent (a closed tab, a
 * client's timeout), so queued slow work for that request (a password hash) can be skipped.
 */
export function abandonedSignal(ctx: ParameterizedContext): AbortSignal {
  const controller = new AbortController();
  const onClose = () => {
    if (!ctx.res.writableFinished) controller.abort();
  };
  ctx.res.once('close', onClose);
  return controller.signal;
}
