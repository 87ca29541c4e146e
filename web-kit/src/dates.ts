import type { Language } from '@dreamweaver/contracts';

const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/** "Nov 23, 2026" / "23. Nov. 2026"; an unreadable date gives an empty string. */
export function formatShortDate(value: string | number | Date, language: Language): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
