import { HERO_PLACEHOLDER } from './story-format.ts';

// The model writes the placeholder in a few spellings now and then ({{ HERO }}, {{hero}}).
const placeholderPattern = /\{\{\s*HERO\s*\}\}/gi;

export function fillHero(text: string, replacement: string): string {
  return text.replace(placeholderPattern, () => replacement);
}

export function hasPlaceholder(text: string): boolean {
  return text.includes(HERO_PLACEHOLDER) || new RegExp(placeholderPattern.source, 'i').test(text);
}
