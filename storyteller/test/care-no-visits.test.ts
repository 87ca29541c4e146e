import type { PlanDetail, PlanPerson } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { everyChild, NEVER_DEAD_DE, NEVER_DEAD_EN, person, problems, tellEach } from './care-check.ts';

// Someone ill the child may not visit yet: no scene at their side (no sitting there, no hand
// held, no visit this afternoon); missing them is allowed, and a drawing or a message goes instead.
// And the child's own ritual for them ("draws him a picture every evening") is done in a scene.

const SEEDS = ['1', '2', '3', '4'];
const ritual = (language: 'en' | 'de'): PlanDetail => ({
  id: 'd1',
  kind: 'ritual',
  words: language === 'en' ? 'draws him a picture every evening' : 'malt ihm jeden Abend ein Bild',
  lexeme: 'drawing',
  colour: null,
  owner: 'ill',
  wanted: true,
  used: false,
  where: null,
  why: null,
});

function tellings(health: PlanPerson['health'], withRitual: boolean) {
  const ill = person('ill', 'grandpa', { health, status: 'away', away: 'hospital', livesWithChild: false });
  const plans = everyChild({
    theme: { id: 'someone-ill', sensitive: true, words: null, about: 'ill' },
    people: [{ ...ill, noVisits: true }, person('mum', 'mum')],
  }).map((plan) => (withRitual ? { ...plan, details: [ritual(plan.language)] } : plan));
  return tellEach(plans, SEEDS);
}

const BEDSIDE = {
  en: /When I'm with|can hold [A-Z]\w+'s hand|I'll hold [A-Z]|had visited|the visit|went to see|Next time|photos with|gentle cuddle/u,
  de: /Wenn ich bei|kannst \w+ die Hand halten|ich halte \w+ die Hand|Hand gehalten|besucht|der Besuch|war \w+ bei|Nächstes Mal|Fotos anschauen|vorsichtig drücken/u,
};

describe('someone ill, no visits yet', () => {
  const all = [...tellings('ill', false), ...tellings('dementia', false), ...tellings('ill', true)];

  it('is told with its care arc, never as a death, and never at the bedside', () => {
    for (const telling of all) {
      const language = telling.plan.language;
      expect(problems(telling, 'someone-ill', language === 'en' ? NEVER_DEAD_EN : NEVER_DEAD_DE)).toEqual([]);
      expect(telling.text).not.toMatch(BEDSIDE[language]);
    }
  });

  it('tells the child cannot visit yet, and that a drawing or a message can go', () => {
    for (const { plan, text } of tellings('ill', false))
      expect(text).toMatch(plan.language === 'en' ? /visit|can't go to/u : /besuch/iu);
  });

  it('tells the child’s ritual done tonight: in the parent’s words in a story told now, with its verb’s past in one told then', () => {
    for (const { plan, text } of tellings('ill', true)) {
      const { words } = ritual(plan.language);
      if (plan.hero.age !== null && plan.hero.age <= 4) {
        expect(text).toContain(words);
        expect(text).toMatch(plan.language === 'en' ? /[Tt]onight/u : /[Hh]eute/u);
        continue;
      }
      // A past-tense story never pastes the parent's present tense ("draws him a picture every evening").
      expect(text).not.toContain(words);
      expect(text).toMatch(plan.language === 'en' ? /Before bed, \w+ drew/u : /Vor dem Schlafen zeichnete/u);
    }
  });
});
