// Cleaning and folding of what a parent typed: no markup, control characters, emoji or quote
// marks survive, and recognition works on one folded form (any case, ä/ae, ß/ss).

/** The longest phrase told inside a frame; anything longer is told without its words. */
export const MAX_PHRASE = 90;

/** Plain words only: markup, entities, control and format characters, emoji, URLs and quote marks removed. */
export function sanitise(input: unknown): string {
  const raw = typeof input === 'string' ? input : '';
  return (
    raw
      .slice(0, 2000)
      .normalize('NFC')
      .replace(/<[^>]*>?/g, ' ')
      .replace(/&[a-z#0-9]{1,10};/gi, ' ')
      .replace(/https?:\/\/\S+|www\.\S+/gi, ' ')
      .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/gu, ' ')
      // biome-ignore lint/suspicious/noMisleadingCharacterClass: each emoji code point, joiners and keycaps included, is replaced on its own
      .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Emoji_Component}\uFE0F\u20E3]/gu, (ch) =>
        /[0-9#*]/.test(ch) ? ch : ' ',
      )
      .replace(/[<>{}[\]|\\^`*_#~=+@$%/"“”„‚‘’«»‹›]/g, ' ')
      .replace(/(^|[^\p{L}])'|'(?=[^\p{L}]|$)/gu, '$1 ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Lower case, German letters spelled out (ä→ae, ß→ss), accents dropped, words split by single spaces, padded with a space each side. */
export function fold(text: string): string {
  const folded = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${folded} `;
}

/**
 * The one clause that is told: the first sentence, or what follows a short label ("Goal: sharing"),
 * without its closing punctuation. Empty when nothing with a letter remains.
 */
export function mainClause(clean: string): string {
  const parts = clean
    .split(/[.!?;:…]+(?:\s|$)|[!?;:…]+|\s[-–—]\s|\s*\n\s*/u)
    .map((p) => p.replace(/^[\s,.\-–—()]+|[\s,.\-–—()]+$/g, '').trim())
    .filter((p) => /\p{L}/u.test(p));
  if (parts.length === 0) return '';
  if (
    parts.length > 1 &&
    parts[0].split(' ').length <= 2 &&
    /^(?:goal|ziel|thema|topic|theme|wish|wunsch|achievement|erfolg|note|hinweis|story|geschichte|lesson|lektion|bitte|please)s?$/i.test(
      parts[0].split(' ')[0],
    )
  )
    return parts[1];
  return parts[0];
}
