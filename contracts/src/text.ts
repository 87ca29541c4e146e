// One rule for every text a request carries: PostgreSQL refuses NUL (U+0000) in text and jsonb,
// and jsonb refuses lone UTF-16 surrogates, so such text is a client mistake (400), never a 500.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The path of the first string (value or object key) in `input` that cannot be stored, or undefined. */
export function findUnstorableText(
  input: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
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

// Control characters (C0 U+0000–U+001F, DEL, C1 U+0080–U+009F) in stored text break what is
// made from it: XML 1.0 forbids most C0 even escaped (every SVG picture with the name became
// malformed), and a terminal obeys escape sequences (storyctl's listings). Every text field of
// the API refuses them: single-line fields all of them, free text (a description that may run
// over several lines) all but tab and newline, after a CR LF or lone CR has become a newline.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

/** Line ends as one newline, the form free text is stored in. */
export function normalizeLineEnds(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

/** Every C0 and C1 control but tab and newline, for text shown where they must not reach (SVG, a terminal). */
const ANY_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** Text with its control characters removed (tab and newline kept, CR LF made a newline). */
export function stripControlCharacters(value: string): string {
  return normalizeLineEnds(value).replace(ANY_CONTROL, '');
}
