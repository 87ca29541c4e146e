import { STORY_PRICE_CENTS, STORY_PRICE_CURRENCY } from './constants.ts';
import type { Language } from './i18n/index.ts';

/** An amount as a reader of `language` writes it: "$4.99" in English, "4,99 $" in German. */
export function formatMoney(amountCents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100);
}

/** The story's price label, derived from the one price constant, so changing the price is one edit. */
export function storyPriceLabel(language: Language): string {
  return formatMoney(STORY_PRICE_CENTS, STORY_PRICE_CURRENCY, language);
}
