import type { RemoteName, RemoteRoutesModule } from '@dreamweaver/web-kit';
import { loadRemoteModule } from '../federation/remotes.ts';

const loading = new Map<RemoteName, Promise<RemoteRoutesModule<RemoteName>>>();

/** One load per remote (the same promise on every render, as React's `use` needs); a failure is forgotten so a retry loads again. */
export function remotePages<R extends RemoteName>(remote: R): Promise<RemoteRoutesModule<R>> {
  let pending = loading.get(remote);
  if (!pending) {
    pending = loadRemoteModule<RemoteRoutesModule<R>>(remote, 'routes') as Promise<RemoteRoutesModule<RemoteName>>;
    // Marked the way React's `use` reads a settled promise, so a page whose code has already
    // arrived renders at once instead of suspending for a tick (the pre-rendered home page is
    // replaced by the page itself, not by the loading state).
    const tracked = pending as Promise<RemoteRoutesModule<RemoteName>> & { status?: string; value?: unknown };
    pending.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      () => loading.delete(remote),
    );
    loading.set(remote, pending);
  }
  return pending as Promise<RemoteRoutesModule<R>>;
}
