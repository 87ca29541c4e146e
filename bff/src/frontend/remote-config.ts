import { REMOTES, type RemoteName } from '@dreamweaver/contracts';
import type { Settings } from '../settings.ts';

// The federated remotes come from the registry of front ends (contracts/src/frontends.ts): their
// federation name, the workspace folder of their build (served by the bff under /remotes/<folder>/),
// and the setting that points the shell elsewhere.
export interface RemoteConfig {
  remotes: { name: RemoteName; entry: string }[];
}

/**
 * Where the shell finds each remote's mf-manifest.json: the URL from the setting, or the
 * bff's own copy as a path relative to the page's origin (so it is right behind any proxy).
 */
export function remoteConfig(settings: Settings): RemoteConfig {
  return {
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      entry: settings[remote.setting] ?? `/remotes/${remote.folder}/mf-manifest.json`,
    })),
  };
}
