import { SITE_INFO_ELEMENT_ID, type SiteInfo } from '@dreamweaver/contracts';

/**
 * What the bff wrote into the page about how this server is set up (bff/src/frontend/index.ts).
 * Undefined when the page has none (a page not served by the bff, as in `npm run dev`).
 */
export function readSiteInfo(): SiteInfo | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(SITE_INFO_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const info: unknown = JSON.parse(text);
    if (typeof info === 'object' && info !== null && typeof (info as SiteInfo).aiServices === 'boolean')
      return { aiServices: (info as SiteInfo).aiServices };
  } catch {
    // A damaged block says nothing.
  }
  return undefined;
}
