import { describe, expect, it } from 'vitest';
import {
  carePlan,
  carePlans,
  expectCareStory,
  varietyShortfalls,
  FEELINGS,
  storyText,
  tellCare,
} from './care-checks.ts';

// Loud noises: no sudden bangs and no crowds in the story; the fear is taken seriously and made
// smaller with knowing, company, a quiet place, ear defenders and a step the child chooses.

const NEVER = {
  en: /\b(bang|boom|crash|smash|kaboom|thunderclap|crowd|suddenly|all of a sudden)\b|nothing to (fear|worry)|silly you|scaredy/i,
  de: /\b(peng|bumm|krach|knall|wumms|Menschenmenge|Gedränge|plötzlich)\b|Angsthase|nichts zu fürchten/i,
};
const TOOLS = {
  en: /ear defenders|quiet place|count/i,
  de: /Gehörschutz|stillen Ort|zähl/i,
};

describe('care arcs: loud noises', () => {
  const plans = carePlans('loud-noises');

  it.each(plans.map((options, index) => [index, options] as const))('tells plan %i with care', (_, options) => {
    for (const seed of ['1', '2', '3', '4']) {
      const telling = tellCare(options, seed);
      expectCareStory(telling, 'loud-noises');
      const text = storyText(telling.told);
      expect(text).not.toMatch(NEVER[options.language]);
      expect(text).toMatch(TOOLS[options.language]);
      expect(text).toMatch(FEELINGS[options.language]);
    }
  });

  it('has enough variants for every passage', () => {
    const short = plans.flatMap((options) =>
      varietyShortfalls(tellCare(options, '1').arc, carePlan(options), options.age <= 4 ? 2 : 3),
    );
    expect([...new Set(short)]).toEqual([]);
  });
});
