import { REMOTE_CONFIG_ELEMENT_ID, REMOTE_CONFIG_PATH, type RemoteConfig } from '@dreamweaver/web-kit';

/**
 * Where each remote lives, decided by the bff at run time (never baked into the shell bundle): the
 * copy the bff wrote into the page, else (a page served by something else, such as the dev server)
 * its answer at REMOTE_CONFIG_PATH.
 */
export async function readRemoteConfig(): Promise<RemoteConfig> {
  const inPage = document.getElementById(REMOTE_CONFIG_ELEMENT_ID)?.textContent;
  if (inPage) return JSON.parse(inPage) as RemoteConfig;
  const res = await fetch(REMOTE_CONFIG_PATH, { headers: { Accept: 'application/json' }, credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as RemoteConfig;
}
