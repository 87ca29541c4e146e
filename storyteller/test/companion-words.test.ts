import type { StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { SlotsContext } from '../src/slots/context.ts';
import { englishSlots } from '../src/slots/english.ts';
import { germanSlots } from '../src/slots/german.ts';
import { planFacts } from '../src/slots/plan-facts.ts';
import { SeededRandom } from '../src/teller/seeded-random.ts';
import { buildPlan } from './plan-builder.ts';

// How the story says the child's own cuddly toy: in German one word made from the lexicon's animal,
// der Kuschelelefant with its weak forms; a name with a title is that one's he or she.

type Companion = StoryPlan['companion'];
const toy = (name: string, kind: string): Companion => ({ name, kind, toy: true, own: true });

function slotsOf<L extends 'en' | 'de'>(language: L, companion: Companion) {
  const plan = buildPlan({ language, hero: { name: 'Hanna', pronoun: 'she' }, companion });
  const context = new SlotsContext(new SeededRandom('companion'));
  return {
    en: () => englishSlots(plan, planFacts(plan), context),
    de: () => germanSlots(plan, planFacts(plan), context),
  };
}
const en = (companion: Companion) => slotsOf('en', companion).en();
const de = (companion: Companion) => slotsOf('de', companion).de();

describe('the companion as the story says it', () => {
  it('is „Fanti, ihr Kuschelelefant“, „mit ihrem Kuschelelefanten“', () => {
    const s = de(toy('Fanti', 'elephant'));
    expect(s.palKind.der).toEqual({
      nom: 'der Kuschelelefant',
      acc: 'den Kuschelelefanten',
      dat: 'dem Kuschelelefanten',
    });
    expect(s.palKind.sein).toEqual({
      nom: 'ihr Kuschelelefant',
      acc: 'ihren Kuschelelefanten',
      dat: 'ihrem Kuschelelefanten',
    });
    expect([s.palKind.ein.nom, s.palEr]).toEqual(['ein Kuschelelefant', 'er']);
  });

  it('is „die Kuschelkatze“ of a toy cat, and a living fox still „ein kleiner Fuchs“', () => {
    expect(de(toy('Minka', 'cat')).palKind.der.nom).toBe('die Kuschelkatze');
    expect(de({ name: 'Flocke', kind: 'fox', toy: false, own: false }).palKind.ein.nom).toBe('ein kleiner Fuchs');
  });

  it('is a he for "Mr Buttons" and a she for "Mrs Honey" and „Frau Wuschel“, whatever the animal', () => {
    expect(en(toy('Mr Buttons', 'bear')).palHe).toBe('he');
    expect(en(toy('Mrs Honey', 'bear')).palHe).toBe('she');
    const wuschel = de(toy('Frau Wuschel', 'bear'));
    expect([wuschel.palEr, wuschel.palSein('e')]).toEqual(['sie', 'ihre']);
  });
});
