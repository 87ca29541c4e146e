const API_PATH = /^\/+api(\/|$)/i;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Paths of the JSON API; everything else is the front end. Any spelling a router might be lenient
 * about counts (`/API/…`, `//api/…`, `/%61pi/…`), so such a path gets the API's treatment (JSON
 * 404) and never falls through to the front end.
 */
export const isApiPath = (path: string) => API_PATH.test(path) || (path.includes('%') && API_PATH.test(decoded(path)));
