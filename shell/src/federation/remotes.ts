import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteConfig, RemoteConfigEntry, RemoteName } from '@dreamweaver/web-kit';
import { readRemoteConfig } from './remote-config.ts';
import { REMOTE_UNAVAILABLE } from './runtime-plugin.ts';

class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`Remote ${remote} is unavailable`, { cause });
  }
}

const registered = new Map<RemoteName, RemoteConfigEntry>();

/** Registers every remote where the bff says it lives (readRemoteConfig). */
export async function registerRemotesFromServer(): Promise<void> {
  let config: RemoteConfig;
  try {
    config = await readRemoteConfig();
  } catch (error) {
    // Every remote area then shows its fallback; header, footer and the shell's pages still work.
    console.error('[federation] could not read the remote configuration', error);
    return;
  }
  const entries = config.remotes.map((remote) => ({
    name: remote.name,
    entry: new URL(remote.entry, window.location.href).href,
  }));
  for (const entry of entries) registered.set(entry.name, entry);
  registerRemotes(entries);
}

/** Loads `<remote>/<expose>`; a missing, null or failed module becomes a RemoteUnavailableError. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  if (!registered.has(remote)) throw new RemoteUnavailableError(remote);
  let loaded: unknown;
  try {
    loaded = await loadRemote<T>(`${remote}/${expose}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (loaded == null || (typeof loaded === 'object' && REMOTE_UNAVAILABLE in loaded)) {
    throw new RemoteUnavailableError(remote);
  }
  return loaded as T;
}

/** Before a retry: forget the failed attempt so the configuration, manifest and entry are fetched again. */
export async function prepareRetry(remote: RemoteName): Promise<void> {
  const entry = registered.get(remote);
  if (entry) registerRemotes([entry], { force: true });
  else await registerRemotesFromServer();
}
