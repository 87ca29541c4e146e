import { type Language, type PlanPerson, splitSentences, THEME_IDS } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { ARCS, MOMENTS, themeBeats } from '../src/arcs/index.ts';
import type { Passage, Variant } from '../src/arcs/types.ts';
import { SlotsContext } from '../src/slots/context.ts';
import { englishSlots } from '../src/slots/english.ts';
import { germanSlots } from '../src/slots/german.ts';
import { planFacts } from '../src/slots/plan-facts.ts';
import { SeededRandom } from '../src/teller/seeded-random.ts';
import { buildPlan } from './plan-builder.ts';

// Two mums the parent did not name are told together ("both mums", „beide Mamas“), never "Mummy
// and Mummy". The together words are no name: every variant that says the grown-ups is told with
// them, and none may start a sentence small or put „beide“ after a German dative preposition.

const mum = (id: string): PlanPerson => ({
  id,
  name: null,
  relation: 'mum',
  calls: null,
  status: 'here',
  away: null,
  health: 'well',
  livesWithChild: true,
});

/** Any slot the plan does not fill: a word that is anything (a name, an object, a function). */
const anything: unknown = new Proxy(() => anything, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => 'Xx' : key === 'toString' ? () => 'Xx' : anything),
});

function passages(): Passage[] {
  const ofArcs = ARCS.flatMap((arc) => [
    arc.title,
    arc.summary,
    arc.recap,
    ...arc.scenes.flatMap((scene) => scene.beats.filter((beat): beat is Passage => !('moment' in beat))),
  ]);
  const themes = THEME_IDS.flatMap((id) => {
    const beats = themeBeats(id);
    return beats ? [beats.challenge, beats.mastery] : [];
  });
  return [...ofArcs, ...Object.values(MOMENTS), ...themes];
}

function toldTogether(language: Language): string[] {
  const plan = buildPlan({ language, people: [mum('p1'), mum('p2')], family: { shape: 'two-mums', twoHomes: false } });
  const context = new SlotsContext(new SeededRandom('together'));
  const facts = planFacts(plan);
  const real = (language === 'en' ? englishSlots : germanSlots)(plan, facts, context) as unknown as Record<
    string,
    unknown
  >;
  const slots = new Proxy(real, { get: (target, key) => (key in target ? target[key as string] : anything) });
  const variants = new Set(passages().flatMap((passage) => passage[language] as readonly Variant<never>[]));
  return [...variants]
    .filter((v) => v.needs.includes('grownups'))
    .map((v) => (v.text as (s: unknown) => string)(slots));
}

describe('two mums the parent did not name', () => {
  it.each(['en', 'de'] as const)('are told together in every variant that names the grown-ups (%s)', (language) => {
    const texts = toldTogether(language);
    expect(texts.length).toBeGreaterThan(100);
    const together = language === 'en' ? /both mums/iu : /beiden? Mamas/iu;
    expect(texts.filter((text) => !together.test(text))).toEqual([]);
    const small = texts.flatMap((text) =>
      splitSentences(text).filter((sentence) => /^[„“"‚'(\s]*(?:both|beiden?) /u.test(sentence)),
    );
    expect(small).toEqual([]);
    const dative = texts.filter((text) =>
      /(?<![\p{L}])(?:mit|von|bei|zu|neben|helfe ich|[Ee]rzähl) beide /u.test(text),
    );
    expect(dative).toEqual([]);
  });
});
