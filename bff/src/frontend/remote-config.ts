import { REMOTE_CONFIG_ELEMENT_ID, REMOTES, type RemoteConfig } from '@dreamweaver/contracts';
import type { Settings } from '../settings.ts';

// The federated remotes come from the registry of front ends (contracts/src/frontends.ts): their
// federation name, the workspace folder of their build (served by the bff under /remotes/<folder>/),
// and the setting that points the shell elsewhere.
export type { RemoteConfig };

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

/**
 * The remote configuration as a JSON data block for the shell's page, so the shell need not ask
 * for it before loading a remote (one round trip fewer). A data block is never run, so the
 * content policy's script-src does not apply; `<` is escaped so no value can close the element.
 */
export function remoteConfigElement(settings: Settings): string {
  const json = JSON.stringify(remoteConfig(settings)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REMOTE_CONFIG_ELEMENT_ID}">${json}</script>`;
}
