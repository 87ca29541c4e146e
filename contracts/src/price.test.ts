import { describe, expect, it } from 'vitest';
import { formatMoney, storyPriceLabel } from './price.ts';

describe('the price label', () => {
  it('reads "$4.99" in English and "4,99 $" in German, from the one price constant', () => {
    expect(storyPriceLabel('en')).toBe('$4.99');
    expect(storyPriceLabel('de').replace(/\s/g, ' ')).toBe('4,99 $');
  });

  it('formats other amounts and currencies for refunds and the checkout page', () => {
    expect(formatMoney(1250, 'eur', 'de').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
  });
});
