import { describe, expect, it } from 'vitest';
import { everyChild, person, tellEach } from './care-check.ts';

// When the child talks with the one the story is about, as the parent said it („Sie telefonieren
// jeden Sonntag“): a parent-away story told it as „Papa ruft an, wann immer es geht“. The day the
// child waits for is told, in both languages and both age bands, and in a stay in hospital too.

const SEEDS = ['1', '2', '3'];
const en = (language: string) => language === 'en';

describe('a call the parent told of', () => {
  it('is told with its day when a parent is away, never as "calls when he can"', () => {
    const dad = person('dad', 'dad', { status: 'away', away: 'forces', callsEvery: 'sunday' });
    const plans = everyChild({
      theme: { id: 'parent-away', sensitive: true, words: null, about: 'dad' },
      people: [dad],
    });
    for (const { plan, text } of tellEach(plans, SEEDS)) {
      expect(text).toMatch(en(plan.language) ? /every Sunday/i : /jeden Sonntag/i);
      expect(text).not.toMatch(en(plan.language) ? /calls when/ : /wann immer es geht/);
    }
  });

  it('is told with its day while someone is in hospital now', () => {
    const mum = person('mum', 'mum', {
      status: 'away',
      away: 'hospital',
      health: 'ill',
      hospital: { when: 'now', days: 5, operation: true },
      callsEvery: 'evening',
    });
    const plans = everyChild({
      theme: { id: 'someone-ill', sensitive: true, words: null, about: 'mum' },
      people: [mum],
    });
    for (const { plan, text } of tellEach(plans, SEEDS))
      expect(text).toMatch(en(plan.language) ? /every evening/i : /jeden Abend/i);
  });
});
