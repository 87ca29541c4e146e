import { describe, expect, it } from 'vitest';
import { newSiblingBig } from '../src/arcs/care/new-sibling-big.ts';
import { newSiblingLittle } from '../src/arcs/care/new-sibling-little.ts';
import { sceneCast } from '../src/draw/cast.ts';
import { describeScene, drawScene } from '../src/index.ts';
import {
  DETAILS,
  everyChild,
  NEVER_DEAD_DE,
  NEVER_DEAD_EN,
  person,
  problems,
  tellEach,
  thinPassages,
} from './care-check.ts';

// A new baby: named (a sister, a brother, a baby of whom the plan says neither) and not named, born
// or still on the way; with and without the grown-ups and the child's things; both languages, both
// age bands, every pronoun. Jealousy is named and allowed, the child is loved as before, the baby
// never walks or talks, and a baby on the way is waited for: never held, seen or drawn tonight.

type Status = 'here' | 'expected';
const BABIES = [
  { relation: 'sister' as const, name: 'Rosa', status: 'here' as Status },
  { relation: 'brother' as const, name: 'Jonas', status: 'here' as Status },
  { relation: 'other' as const, name: 'Sam', status: 'here' as Status },
  { relation: 'sister' as const, name: null, status: 'here' as Status },
  { relation: 'sister' as const, name: 'Rosa', status: 'expected' as Status },
  { relation: 'baby' as const, name: null, status: 'expected' as Status },
];
const SEEDS = ['1', '2', '3'];

function plansFor(baby: (typeof BABIES)[number], full: boolean) {
  const one = person('baby', baby.relation, {
    name: baby.name,
    status: baby.status,
    livesWithChild: baby.status === 'here',
  });
  const grownups = [person('mum', 'mum'), person('dad', 'dad')];
  return everyChild({
    theme: { id: 'new-sibling', sensitive: true, words: null, about: 'baby' },
    people: full ? [one, ...grownups] : [one],
    details: full ? DETAILS : [],
  });
}

const tellings = BABIES.flatMap((baby) =>
  [true, false].flatMap((full) => tellEach(plansFor(baby, full), SEEDS).map((telling) => ({ ...telling, baby }))),
);
const en = (language: string) => language === 'en';

describe('a new sibling', () => {
  it('is told with its care arc, every scene with text, nothing unfilled, nothing cheering', () => {
    const found = tellings.flatMap((telling) =>
      problems(telling, 'new-sibling', en(telling.plan.language) ? NEVER_DEAD_EN : NEVER_DEAD_DE),
    );
    expect(found).toEqual([]);
  });

  it('names the jealousy and says the child is loved as before', () => {
    for (const { plan, text } of tellings) {
      expect(text).toMatch(en(plan.language) ? /jealous/i : /eifersüchtig|Eifersucht/i);
      expect(text).toMatch(en(plan.language) ? /loved|love/ : /lieb/);
    }
  });

  it('calls a named baby by name, and a baby without a name "the baby"', () => {
    for (const { plan, text, baby } of tellings) {
      if (baby.name) expect(text).toContain(baby.name);
      else expect(text).toMatch(en(plan.language) ? /the (?:new )?baby/ : /Baby/);
    }
  });

  it('lets a baby born sleep, cry and hold a finger, and never walk or talk', () => {
    const walks = /\b(?:the baby|Rosa|Jonas|Sam) (?:walk|talk|said|says|ran|runs|smiled at|watched)/i;
    const läuft = /\b(?:das Baby|Rosa|Jonas|Sam) (?:läuft|lief|sagt|sagte|spricht|sprach|rannte)/;
    for (const { plan, text, baby } of tellings) {
      expect(text).not.toMatch(en(plan.language) ? walks : läuft);
      if (baby.status === 'here') expect(text).toMatch(en(plan.language) ? /finger/ : /Finger/);
    }
  });

  it('waits for a baby on the way: not born yet, growing, got ready for; no finger held, no cards', () => {
    const waiting = tellings.filter(({ baby }) => baby.status === 'expected');
    expect(waiting.length).toBeGreaterThan(0);
    for (const { plan, text } of waiting) {
      expect(text).toMatch(
        en(plan.language)
          ? /not (?:even )?born yet|on the way|tummy|growing|wait|get(?:ting)? ready/
          : /noch nicht (?:mal |einmal )?geboren|unterwegs|Bauch|wächst|wuchs|wart|bereit|fertig gemacht/,
      );
      expect(text).not.toMatch(
        en(plan.language)
          ? /holds? on to [^.]*finger|tiny hand|Cards came|cooing/i
          : /Finger festhält|winzige Hand|Karten mit|Ach-wie-süß/,
      );
    }
  });

  it("speaks of Mummy's tummy with the one mum the plan has at home, and with no other", () => {
    const tummy = /'s tummy|the tummy|\p{Lu}\p{Ll}+s Bauch/u;
    const waiting = tellings.filter(({ baby }) => baby.status === 'expected');
    const withMum = waiting.filter(({ plan }) => plan.people.filter((p) => p.relation === 'mum').length === 1);
    for (const { text, baby } of waiting.filter((t) => !withMum.includes(t)))
      expect(text, `${baby.name}`).not.toMatch(tummy);
    for (const language of ['en', 'de'])
      expect(withMum.filter((t) => t.plan.language === language).some(({ text }) => tummy.test(text))).toBe(true);
  });

  it('draws and describes a baby born and named at home, in a basket, and a baby on the way in no picture', () => {
    for (const { story, baby } of tellings) {
      const drawn = story.scenes.some((scene) => scene.picture.cast.includes('baby'));
      expect(drawn, `${baby.name} ${baby.status}`).toBe(baby.status === 'here' && baby.name !== null);
    }
    for (const { plan, story, baby } of tellings.filter(
      (t) => t.plan.hero.pronoun === 'she' && t.baby.name === 'Rosa',
    )) {
      // Even a picture that asks for the baby draws none on the way.
      const picture = {
        ...story.scenes[0].picture,
        cast: [...new Set([...story.scenes[0].picture.cast, 'baby' as const])],
      };
      const { svg, description } = drawScene(plan, picture, { seed: 's', sceneIndex: 0 });
      const born = baby.status === 'here';
      expect(sceneCast(plan, picture).baby === undefined).toBe(!born);
      expect(svg.includes('data-cast="baby"')).toBe(born);
      expect(/Rosa|in a basket|Körbchen/.test(description)).toBe(born);
      expect(/in a basket|Körbchen/.test(describeScene(plan, picture, plan.language))).toBe(born);
    }
  });

  it('has enough variants in every passage', () => {
    expect([...thinPassages(newSiblingBig), ...thinPassages(newSiblingLittle)]).toEqual([]);
  });
});
