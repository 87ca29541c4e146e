import { PYJAMAS, translate, type Language, type Pyjamas, type StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { drawScene, planKinds, readOrder, settlePlan, tellStory, type Order } from '../src/index.ts';
import type { ProfileFacts } from '../src/order.ts';

// What a child's profile says, as typed facts of the order (never read back from the sentences the
// wizard writes of them): the pyjamas the parent chose are the plan's and are drawn, each pattern
// its own; the profile's companion goes along by its name in every language.

const LANGUAGES: readonly Language[] = ['en', 'de'];

function orderOf(language: Language, personalization: string, profile: ProfileFacts, more: Order['memory'] = {}) {
  return {
    request: {
      audience: 'child' as const,
      storyType: 'classic' as const,
      language,
      recipientDetails: { name: 'Mia', age: 5, personalization },
    },
    memory: { profile, ...more },
  };
}

/** The hero's own figure in an SVG: from its group up to the next figure's. */
function heroOf(svg: string): string {
  const start = svg.indexOf('<g data-cast="hero"');
  expect(start).toBeGreaterThan(-1);
  const next = svg.slice(start + 1).search(/<g data-(?:cast|sibling|species)=/);
  return next < 0 ? svg.slice(start) : svg.slice(start, start + 1 + next);
}

/** The story of a plan, told, and the picture of its first scene with the child awake in the bedroom. */
function bedroomPicture(plan: StoryPlan): string {
  const settled = settlePlan(plan, { seed: 'pyjamas' });
  const told = tellStory(settled, { seed: 'pyjamas' });
  const at = told.scenes.findIndex((scene) => scene.picture.where === 'bedroom' && !scene.picture.asleep);
  expect(at).toBeGreaterThan(-1);
  return drawScene(settled, told.scenes[at].picture, { seed: 'pyjamas', sceneIndex: at }).svg;
}

const patternsIn = (figure: string) => [...figure.matchAll(/data-part="pyjamas-([a-z]+)"/g)].map((m) => m[1]);

describe("a profile's look", () => {
  for (const language of LANGUAGES) {
    it.each([...PYJAMAS, null])(`draws the profile's pyjamas (%s) in a story in ${language}`, (pyjamas) => {
      // Tonight's words say nothing of the pyjamas: the profile's choice is a fact of the plan all the same.
      const text = language === 'en' ? 'Mia loves the sea.' : 'Mia liebt das Meer.';
      const { plan } = readOrder(orderOf(language, text, { look: { pyjamas } }));
      expect(plan.hero.look.pyjamas).toBe(pyjamas);
      expect(new Set(patternsIn(heroOf(bedroomPicture(plan))))).toEqual(new Set([pyjamas ?? 'plain']));
    });
  }

  it('draws each pattern with its own shapes', () => {
    const figures = [...PYJAMAS, null].map((pyjamas) => {
      const { plan } = readOrder(orderOf('en', 'Mia loves the sea.', { look: { pyjamas } }));
      return heroOf(bedroomPicture(plan)).replace(/data-part="pyjamas-[a-z]+"/g, '');
    });
    expect(new Set(figures).size).toBe(PYJAMAS.length + 1);
  });

  it("takes tonight's words first, and the profile's for the rest (hair, skin, glasses)", () => {
    const profile: ProfileFacts = {
      look: { pyjamas: 'stars', hairColour: 'red', hairStyle: 'curly', skinTone: 'dark', glasses: true },
    };
    const { plan } = readOrder(orderOf('en', 'Mia wears her rainbow pyjamas tonight.', profile));
    expect(plan.hero.look).toEqual({
      hairColour: 'red',
      hairStyle: 'curly',
      skinTone: 'dark',
      pyjamas: 'rainbows' satisfies Pyjamas,
      freckles: false,
    });
    expect(plan.hero.aids).toEqual(['glasses']);
  });
});

/** The wizard's sentence for a profile's companion, in the page's language (children.draft.companion). */
const companionSentence = (language: Language, companion: string, kind: string) =>
  translate(language, 'children.draft.companion', { name: 'Mia', kind, companion });

describe("a profile's companion", () => {
  it.each([
    ['dog', 'en'],
    ['Hund', 'de'],
  ] as const)('keeps its name in both languages, a %s typed in the %s profile', (kind, typedIn) => {
    const profile: ProfileFacts = { companions: [{ name: 'Biscuit', kind }] };
    for (const language of LANGUAGES) {
      const { plan } = readOrder(orderOf(language, companionSentence(typedIn, 'Biscuit', kind), profile));
      expect(plan.companion, language).toEqual({ name: 'Biscuit', kind: 'dog', toy: false, own: true });
      const settled = settlePlan(plan, { seed: 'b' });
      const told = tellStory(settled, { seed: 'b' });
      expect(told.scenes.map((scene) => scene.text).join(' ')).toContain('Biscuit');
      // The language chooses the animal's word, never the name.
      expect(planKinds(settled).dog.noun).toBe(language === 'en' ? 'dog' : 'Hund');
    }
  });

  it.each([
    ['teddy bear', { kind: 'bear', toy: true }],
    ['Kuschelhase', { kind: 'hare', toy: true }],
    ['toy elephant', { kind: 'elephant', toy: true }],
    ['Katze', { kind: 'cat', toy: false }],
  ])('knows what it is from the words the profile gives: %s', (kind, is) => {
    for (const language of LANGUAGES) {
      const { plan } = readOrder(orderOf(language, '', { companions: [{ name: 'Momo', kind }] }));
      expect(plan.companion).toEqual({ name: 'Momo', own: true, ...is });
    }
  });

  it('is a cuddly toy of the favourite animal when the profile does not say what it is, or what the plan knows of it', () => {
    for (const language of LANGUAGES) {
      expect(readOrder(orderOf(language, '', { companions: [{ name: 'Bobo' }] })).plan.companion).toEqual({
        name: 'Bobo',
        kind: 'bear',
        toy: true,
        own: true,
      });
      const known = { pronoun: null, people: [], pets: [], family: null };
      const pip = { name: 'Bobo', kind: 'owl', toy: false, own: true };
      const remembered = orderOf(
        language,
        '',
        { companions: [{ name: 'Bobo' }] },
        { known: { ...known, companion: pip } },
      );
      expect(readOrder(remembered).plan.companion).toEqual(pip);
    }
  });

  it('goes ahead of a companion an earlier plan or episode gave another name (the parent changed the profile)', () => {
    const known = { pronoun: null, people: [], pets: [], family: null };
    const earlier = { name: 'Pebble', kind: 'fox', toy: false, own: false };
    for (const language of LANGUAGES) {
      const order = orderOf(
        language,
        '',
        { companions: [{ name: 'Biscuit', kind: 'dog' }] },
        { known: { ...known, companion: earlier } },
      );
      expect(readOrder(order).plan.companion.name).toBe('Biscuit');
    }
  });
});
