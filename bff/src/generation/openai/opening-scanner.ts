// Watches the story's JSON as the model streams it and finds the moment its first scene is
// complete: the top-level object's "scenes" array has closed its first element. The model writes
// the keys in the format's order (title, summary, characterDescription, scenes), so at that moment
// everything a picture of scene 1 needs is there. The scanner only reads characters; whether the
// opening makes sense is decided by whoever parses what it returns.

/** A JSON scanner fed chunk by chunk; `feed` returns the story's opening once, as JSON text closed after scene 1. */
export function openingScanner() {
  let text = '';
  let scanned = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let objectStart = -1;
  /** The last string read directly inside the top-level object: the key before a ':' and its value. */
  let lastTopString = '';
  let stringStart = -1;
  let inScenes = false;
  let found = false;

  /** One character of structure (outside strings); returns the opening when scene 1 just closed. */
  const step = (char: string, at: number): string | undefined => {
    if (char === '"') {
      inString = true;
      stringStart = at;
    } else if (char === '{' || char === '[') {
      if (depth === 0 && char === '{') objectStart = at;
      if (depth === 1 && char === '[' && lastTopString === 'scenes') inScenes = true;
      depth++;
    } else if (char === '}' || char === ']') {
      depth--;
      if (depth === 1) inScenes = false;
      if (inScenes && depth === 2 && char === '}') return `${text.slice(objectStart, at + 1)}]}`;
    }
    return undefined;
  };

  const feed = (chunk: string): string | undefined => {
    if (found) return undefined;
    text += chunk;
    for (; scanned < text.length; scanned++) {
      const char = text[scanned];
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') {
          inString = false;
          if (depth === 1) lastTopString = text.slice(stringStart + 1, scanned);
        }
        continue;
      }
      if (objectStart < 0 && char !== '{') continue;
      const opening = step(char, scanned);
      if (opening !== undefined) {
        found = true;
        return opening;
      }
    }
    return undefined;
  };
  return { feed };
}
