/** Paths of the JSON API; everything else is the front end. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
