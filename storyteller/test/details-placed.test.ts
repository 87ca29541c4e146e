import type { PlanPerson, PlanPet, StoryPlan, ThemeId } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { ARCS } from '../src/arcs/index.ts';
import { lexicon } from '../src/lexicon/index.ts';
import { en, type Arc } from '../src/arcs/types.ts';
import { VariantChooser } from '../src/teller/choose.ts';
import { SeededRandom } from '../src/teller/seeded-random.ts';
import { planFacts } from '../src/slots/plan-facts.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { detail, person } from './adventure-plans.ts';
import { buildPlan } from './plan-builder.ts';
import { planOf } from './reader-order.ts';

// The parent's favourite colour, the clothes they named and the place the child loves find a place
// in every arc (adventures and care arcs, both languages, both age bands), not only when the
// evening or the goodnight happens to be told with them.

const LANGUAGES = ['en', 'de'] as const;
const SEEDS = ['a', 'b', 'c'];

/** Who a care arc is about: someone remembered, away, ill, a new baby, two parents. */
function peopleFor(theme: ThemeId): { people: PlanPerson[]; pets: PlanPet[]; about: string | null } {
  const grandpa = person('p1', 'grandpa');
  const none = { people: [], pets: [], about: null };
  const about: Partial<Record<ThemeId, () => { people: PlanPerson[]; pets: PlanPet[]; about: string | null }>> = {
    'death-person': () => ({ people: [{ ...grandpa, status: 'remembered' }], pets: [], about: 'p1' }),
    'death-pet': () => ({
      people: [],
      pets: [{ id: 'pet1', name: 'Minka', kind: 'cat', status: 'remembered' }],
      about: 'pet1',
    }),
    'parent-away': () => ({
      people: [{ ...person('p2', 'dad'), status: 'away', away: 'work' }],
      pets: [],
      about: 'p2',
    }),
    'someone-ill': () => ({ people: [{ ...person('p3', 'grandma'), health: 'ill' }], pets: [], about: 'p3' }),
    separation: () => ({
      people: [person('p4', 'mum'), { ...person('p5', 'dad'), livesWithChild: false }],
      pets: [],
      about: null,
    }),
    'two-homes': () => ({
      people: [person('p4', 'mum'), { ...person('p5', 'dad'), livesWithChild: false }],
      pets: [],
      about: null,
    }),
  };
  return about[theme]?.() ?? none;
}

function planFor(arc: Arc, language: 'en' | 'de', details: StoryPlan['details']): StoryPlan {
  const theme: ThemeId = arc.kind === 'care' ? arc.themes[0] : 'adventure';
  const read = peopleFor(theme);
  // The hospital arcs tell a stay the parent told of: the one who is ill goes in next week.
  const stay = { when: 'next-week', days: 5, operation: true } as const;
  const people = arc.needs?.includes('stay') ? read.people.map((p) => ({ ...p, hospital: stay })) : read.people;
  const { pets, about } = read;
  return buildPlan({
    language,
    hero: {
      name: 'Lina',
      age: arc.ages.includes('big') ? 7 : 3,
      pronoun: 'she',
      aids: theme === 'aid' ? ['wheelchair'] : [],
    },
    setting: { id: arc.settings?.[0] ?? 'magical-forest', words: null },
    theme: { id: theme, sensitive: arc.kind === 'care', words: null, about },
    people,
    pets,
    details,
  });
}

const WORDS = {
  en: { colour: 'turquoise', clothing: 'yellow wellies', place: 'at the pond' },
  de: { colour: 'Türkis', clothing: 'gelben Gummistiefel', place: 'am Meer' },
};

function usedKinds(arc: Arc, language: 'en' | 'de', seed: string, kinds: readonly string[]): string[] {
  const words = WORDS[language];
  const all = [
    detail('d1', 'colour', words.colour, 'turquoise'),
    detail('d2', 'clothing', words.clothing, 'wellies', 'yellow'),
    detail('d3', 'place', words.place, language === 'en' ? null : 'seaside'),
  ].filter((d) => kinds.includes(d.kind));
  const settled = settlePlan(planFor(arc, language, all), { seed, arc: arc.id });
  expect(settled.story?.arc).toBe(arc.id);
  return settled.details.filter((d) => d.used).map((d) => d.kind);
}

describe('the favourite colour in every arc', () => {
  for (const arc of ARCS)
    for (const language of LANGUAGES)
      it(`${arc.id} (${language}) tells the favourite colour`, () => {
        for (const seed of SEEDS) expect(usedKinds(arc, language, seed, ['colour'])).toEqual(['colour']);
      });
});

describe('clothes and a loved place in every adventure', () => {
  const adventures = ARCS.filter((arc) => arc.kind === 'adventure');
  for (const arc of adventures)
    for (const language of LANGUAGES)
      it(`${arc.id} (${language}) tells the colour, the clothes and the place together`, () => {
        for (const seed of SEEDS)
          expect(usedKinds(arc, language, seed, ['colour', 'clothing', 'place']).sort()).toEqual([
            'clothing',
            'colour',
            'place',
          ]);
      });
});

describe('a loved place is told where it is', () => {
  const place = (language: 'en' | 'de', words: string, lexeme: string | null = null) =>
    planFacts(buildPlan({ language, details: [detail('d1', 'place', words, lexeme)] })).place?.words;
  it('keeps words that say where', () => {
    expect(place('en', 'at the pond')).toBe('at the pond');
    expect(place('de', 'im Schwimmbad')).toBe('im Schwimmbad');
    expect(place('de', 'in der Bücherei')).toBe('in der Bücherei');
  });
  it('leaves out words that say whither, and the place the story happens', () => {
    expect(place('en', 'to the lake')).toBeUndefined();
    expect(place('de', 'ans Meer')).toBeUndefined();
    expect(place('de', 'in den Park')).toBeUndefined();
    expect(place('en', 'in the forest', 'magical-forest')).toBeUndefined();
  });
});

describe('a second favourite of a kind is dreamed of at the goodnight', () => {
  const adventures = ARCS.filter((arc) => arc.kind === 'adventure');
  for (const arc of adventures)
    for (const language of LANGUAGES)
      for (const age of arc.ages)
        it(`${arc.id} (${language}, ${age}) tells a second animal and a second food`, () => {
          const details = [
            detail('d1', 'animal', 'ducks', 'duck'),
            detail('d2', 'animal', 'goats', 'goat'),
            detail('d3', 'food', 'pancakes', 'pancakes'),
          ];
          const plan = {
            ...planFor(arc, language, details),
            hero: { ...planFor(arc, language, []).hero, age: age === 'big' ? 7 : 3 },
          };
          for (const seed of SEEDS) {
            const settled = settlePlan(plan, { seed, arc: arc.id });
            expect(settled.details.find((d) => d.id === 'd2')?.used).toBe(true);
          }
        });
  it('is never the companion, nor the same word again, nor someone else’s', () => {
    const also = (details: StoryPlan['details']) => planFacts(buildPlan({ details })).also?.id;
    expect(also([detail('d1', 'animal', 'foxes', 'fox'), detail('d2', 'animal', 'owls', 'owl')])).toBe(undefined);
    expect(also([detail('d1', 'animal', 'ducks', 'duck'), detail('d2', 'animal', 'duck', 'duck')])).toBe(undefined);
    expect(
      also([detail('d1', 'food', 'toast', 'toast'), { ...detail('d2', 'food', 'chips', 'chips'), owner: 'p1' }]),
    ).toBe(undefined);
    expect(also([detail('d1', 'food', 'toast', 'toast'), detail('d2', 'toy', 'digger', 'toy-digger')])).toBe(undefined);
    expect(also([detail('d1', 'food', 'toast', 'toast'), detail('d2', 'food', 'chips', 'chips')])).toBe('d2');
  });
});

describe('an activity done with someone', () => {
  const activity = (people: PlanPerson[]) =>
    planFacts(
      buildPlan({ people, details: [{ ...detail('d1', 'activity', 'baking with her nan', 'baking'), owner: 'p1' }] }),
    ).activity?.id;
  it('is the child’s own when they are here', () => {
    expect(activity([person('p1', 'grandma')])).toBe('d1');
  });
  it('is the care arc’s to tell when they died', () => {
    expect(activity([{ ...person('p1', 'grandma'), status: 'remembered' }])).toBeUndefined();
  });
});

describe('a German thing in the parent’s words', () => {
  const thing = (words: string) =>
    planFacts(buildPlan({ language: 'de', details: [detail('d1', 'thing', words, null)] })).thing?.words;
  it('is told when it is nominative as it stands: with its article, or one noun alone', () => {
    expect(thing('die Dampflok')).toBe('die Dampflok');
    expect(thing('Traktoren')).toBe('Traktoren');
  });
  it('is not told when it asks for grammar the frames cannot give', () => {
    expect(thing('sammelt Stöcke')).toBeUndefined();
    expect(thing('Omas Beerdigung')).toBeUndefined();
    expect(thing('nicht Zähneputzen')).toBeUndefined();
  });
});

describe('a favourite food and activity in a story about someone who died', () => {
  for (const arc of ARCS.filter((candidate) => candidate.themes.includes('death-person')))
    for (const language of LANGUAGES)
      it(`${arc.id} (${language}) remembers the food and finds the activity helps`, () => {
        const details = [
          detail('d1', 'food', 'pancakes', 'pancakes'),
          detail('d2', 'activity', 'netball', 'basketball'),
        ];
        for (const seed of SEEDS) {
          const settled = settlePlan(planFor(arc, language, details), { seed, arc: arc.id });
          expect(settled.details.filter((d) => d.used).map((d) => d.kind)).toEqual(['food', 'activity']);
        }
      });
});

describe('a second thing in the parent’s words', () => {
  const adventures = ARCS.filter((arc) => arc.kind === 'adventure');
  const things = { en: ['fire engines', 'volcanoes'], de: ['Traktoren', 'Burgen'] };
  for (const arc of adventures)
    for (const language of LANGUAGES)
      it(`${arc.id} (${language}) thinks of it at the goodnight`, () => {
        const [first, second] = things[language];
        const details = [detail('d1', 'thing', first, null), detail('d2', 'thing', second, null)];
        for (const seed of SEEDS) {
          const settled = settlePlan(planFor(arc, language, details), { seed, arc: arc.id });
          expect(settled.details.map((d) => d.used)).toEqual([true, true]);
        }
      });
  it('is no pronoun or adverb the reader left over', () => {
    const thing = (words: string) => planFacts(buildPlan({ details: [detail('d1', 'thing', words, null)] })).thing;
    expect(thing('he just')).toBeUndefined();
    expect(thing('especially')).toBeUndefined();
    expect(thing('Olaf')?.words).toBe('Olaf');
  });
});

describe('a detail that is the same word of the lexicon as one told', () => {
  it('is told where that one is ("cartwheels" with "gymnastics")', () => {
    const details = [
      detail('d1', 'activity', 'gymnastics', 'gymnastics'),
      detail('d2', 'activity', 'cartwheels', 'gymnastics'),
    ];
    const arc = ARCS.find((candidate) => candidate.id === 'wishing-night')!;
    const settled = settlePlan(planFor(arc, 'en', details), { seed: 'a', arc: arc.id });
    const [first, second] = settled.details;
    expect(first.used).toBe(true);
    expect(second).toMatchObject({ used: true, where: first.where });
  });
});

describe('words parents type for what the child loves', () => {
  const lexeme = (field: string, words: string, language: 'en' | 'de' = 'en') =>
    planOf(undefined, { [field]: words, language }).details[0]?.lexeme;
  it('are the lexicon’s, so a story can tell them', () => {
    expect(lexeme('favoriteFood', 'sushi')).toBe('sushi');
    expect(lexeme('favoriteFood', 'Apfelmus', 'de')).toBe('apple-sauce');
    expect(lexeme('favoriteAnimal', 'falcon')).toBe('falcon');
    expect(lexeme('favoriteActivity', 'making potions')).toBe('potions');
    expect(lexeme('favoriteActivity', 'Raketen bauen', 'de')).toBe('rockets');
    expect(lexeme('favoriteActivity', 'treasure hunts')).toBe('treasure-hunts');
    expect(lexeme('favoriteActivity', 'sword fighting')).toBe('sword-fighting');
    expect(lexeme('favoriteActivity', 'wrestling')).toBe('wrestling');
  });
});

describe('a second activity', () => {
  it('is dreamed of at the goodnight, in both languages', () => {
    const arc = ARCS.find((candidate) => candidate.id === 'quiet-song')!;
    for (const language of LANGUAGES)
      for (const seed of SEEDS) {
        const details = [detail('d1', 'activity', 'reading', 'reading'), detail('d2', 'activity', 'violin', 'violin')];
        const settled = settlePlan(planFor(arc, language, details), { seed, arc: arc.id });
        expect(settled.details.map((d) => d.used)).toEqual([true, true]);
      }
  });
  it('has a German noun with its neuter article, so „dem Geigespielen“ can be made of it', () => {
    for (const entry of lexicon.all.activities) expect(entry.forms.de.noun).toMatch(/^das \p{Lu}/u);
  });
});

describe('a proud moment in a story about someone who died', () => {
  for (const arc of ARCS.filter((candidate) => candidate.themes.includes('death-person')))
    for (const language of LANGUAGES)
      for (const kind of [null, 'drawing'])
        it(`${arc.id} (${language}, ${kind ?? 'no kind'}) is heard about quietly`, () => {
          const achievement = { words: 'drew a picture for Granny', kind, used: false, why: null };
          for (const seed of SEEDS) {
            const settled = settlePlan({ ...planFor(arc, language, []), achievement }, { seed, arc: arc.id });
            expect(settled.achievement?.used).toBe(true);
          }
        });
});

describe('an activity shared with the one who died', () => {
  for (const arc of ARCS.filter((candidate) => candidate.themes.includes('death-person')))
    for (const language of LANGUAGES)
      it(`${arc.id} (${language}) is remembered together`, () => {
        const details = [{ ...detail('d1', 'activity', 'go fishing together', 'fishing'), owner: 'p1' }];
        for (const seed of SEEDS) {
          const settled = settlePlan(planFor(arc, language, details), { seed, arc: arc.id });
          expect(settled.details[0].used).toBe(true);
        }
      });
});

describe('the family at home', () => {
  it('is named even with words the child heard in an earlier story', () => {
    const heardFamily = en((s) => `${s.grownups.names} said goodnight.`, { needs: ['grownups'] });
    const fresh = en((s) => `${s.name} was wide awake.`);
    const passage = { en: [heardFamily, fresh], de: [] };
    for (const seed of SEEDS) {
      const chooser = new VariantChooser(
        new SeededRandom(seed),
        new Set(['grownups']),
        'big',
        new Map([[heardFamily, 0]]),
      );
      expect(chooser.choose(passage, 'en')).toBe(heardFamily);
    }
  });
});
