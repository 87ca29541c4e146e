import type { Language } from '@dreamweaver/contracts';

// The child's name never reaches an engine that runs elsewhere (name-privacy.ts): such an engine
// sees this placeholder wherever the name belongs, writes it back the same way, and the bff puts
// the name in afterwards.

/** The placeholder an engine writes wherever the hero's name belongs; the bff fills it in. */
export const HERO_PLACEHOLDER = '{{HERO}}';

// The model writes the placeholder in a few spellings now and then ({{ HERO }}, {{hero}}), and
// inflects it like a name: {{HERO}}'s in English, {{HERO}}s in German.
const placeholderPattern = /\{\{\s*HERO\s*\}\}(?:(['’]s|s)(?![\p{L}\p{M}]))?/giu;

/** What stands in for the hero: a plain form and a possessive one. */
export type HeroWording = (possessive: boolean) => string;

/** The possessive of a name or word in `language`: Lotte's / Lottes, Max's / Max'. */
function possessiveOf(word: string, language: Language): string {
  if (language === 'de') return /[sxzß]$/i.test(word) ? `${word}'` : `${word}s`;
  return `${word}'s`;
}

export function heroWording(word: string, language: Language): HeroWording {
  return (possessive) => (possessive ? possessiveOf(word, language) : word);
}

export function fillHero(text: string, replacement: string | HeroWording): string {
  return text.replace(placeholderPattern, (_match, suffix: string | undefined) =>
    typeof replacement === 'string' ? replacement + (suffix ?? '') : replacement(suffix !== undefined),
  );
}
