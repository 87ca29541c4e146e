import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks a remote module that could not be loaded, so the shell can show its fallback. */
export const REMOTE_UNAVAILABLE = '__dreamweaverRemoteUnavailable';

// A remote that is down must not break the shell: instead of throwing out of the federation
// runtime, loadRemote resolves to this marker and the remote's area shows a fallback with a retry.
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dreamweaver-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] could not load ${id}`, error);
      return { [REMOTE_UNAVAILABLE]: true, id };
    },
  };
}
