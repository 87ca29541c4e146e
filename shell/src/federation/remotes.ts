import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_CONFIG_PATH, type RemoteConfig, type RemoteConfigEntry, type RemoteName } from '@dreamweaver/web-kit';
import { REMOTE_UNAVAILABLE } from './runtime-plugin.ts';

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, cause?: unknown) {
    super(`Remote ${remote} is unavailable`, { cause });
  }
}

const registered = new Map<RemoteName, RemoteConfigEntry>();

/** Asks the bff where each remote lives; the answer is never baked into the shell bundle. */
export async function registerRemotesFromServer(): Promise<void> {
  let config: RemoteConfig;
  try {
    const res = await fetch(REMOTE_CONFIG_PATH, { headers: { Accept: 'application/json' }, credentials: 'include' });
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    config = (await res.json()) as RemoteConfig;
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
