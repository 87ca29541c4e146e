import { describe, expect, it } from 'vitest';
import { formatShortDate } from './dates.ts';

describe('formatShortDate', () => {
  it('writes a short date in the interface language', () => {
    expect(formatShortDate('2026-11-23T12:00:00Z', 'en')).toBe('Nov 23, 2026');
    expect(formatShortDate('2026-03-05T12:00:00Z', 'de')).toMatch(/^5\. März 2026$|^5\. Mär\.? 2026$/);
    expect(formatShortDate('2026-11-23T10:00:00.000Z', 'de')).toBe('23. Nov. 2026');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatShortDate('not a date', 'en')).toBe('');
  });
});
