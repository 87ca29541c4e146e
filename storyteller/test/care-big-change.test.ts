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

// A big change: what stays the same is named, the new is allowed to feel strange, a small brave
// step is taken holding on to someone, and a stone goes along into tomorrow.

const SAME = { en: /\bsame\b/i, de: /gleich|derselbe|dasselbe|dieselbe|wie immer/i };
const HOLD = { en: /hold(s|ing)? on( tight)? to|held on/i, de: /(hält|hielt) (\S+ )?sich [^.]*fest/i };
const NEVER = {
  en: /nothing will change|nothing to worry|don't be scared/i,
  de: /nichts ändert sich|keine Angst haben/i,
};

describe('care arcs: a big change', () => {
  const plans = carePlans('big-change');

  it.each(plans.map((options, index) => [index, options] as const))('tells plan %i with care', (_, options) => {
    for (const seed of ['1', '2', '3']) {
      const telling = tellCare(options, seed);
      expectCareStory(telling, 'big-change');
      const text = storyText(telling.told);
      expect(text).toMatch(SAME[options.language]);
      expect(text).toMatch(HOLD[options.language]);
      expect(text).toMatch(FEELINGS[options.language]);
      expect(text).not.toMatch(NEVER[options.language]);
      const last = telling.told.scenes.at(-1)!.text;
      expect(last).toMatch(options.language === 'en' ? /stone/ : /Stein/);
    }
  });

  it('grown-ups are named as the parent named them, and never added', () => {
    for (const options of plans) {
      const text = storyText(tellCare(options, '2').told);
      if (!options.full) expect(text).not.toMatch(/Mummy|Daddy|Mama|Papa/);
    }
  });

  it('has enough variants for every passage', () => {
    const short = plans.flatMap((options) =>
      varietyShortfalls(tellCare(options, '1').arc, carePlan(options), options.age <= 4 ? 2 : 3),
    );
    expect([...new Set(short)]).toEqual([]);
  });
});
