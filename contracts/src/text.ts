// One rule for every text a request carries: PostgreSQL refuses NUL (U+0000) in text and jsonb,
// and jsonb refuses lone UTF-16 surrogates, so such text is a client mistake (400), never a 500.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The path of the first string (value or object key) in `input` that cannot be stored, or undefined. */
export function findUnstorableText(input: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | undefined {
  if (typeof input === 'string') return isStorableText(input) ? undefined : path;
  if (depth > 64 || input === null || typeof input !== 'object') return undefined;
  for (const [key, value] of Object.entries(input)) {
    const at = [...path, Array.isArray(input) ? Number(key) : key];
    if (!isStorableText(key)) return at;
    const found = findUnstorableText(value, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}
