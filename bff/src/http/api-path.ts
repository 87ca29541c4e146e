/**
 * Paths of the JSON API; everything else is the front end. Any spelling a router might be lenient
 * about counts (`/API/…`, `//api/…`), so such a path gets the API's treatment (JSON 404) and never
 * falls through to the front end.
 */
export const isApiPath = (path: string) => /^\/+api(\/|$)/i.test(path);
