import { describe, expect, it } from 'vitest';
import { movingHouseBig } from '../src/arcs/care/moving-house-big.ts';
import { movingHouseLittle } from '../src/arcs/care/moving-house-little.ts';
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

// Moving house, told after the move: with and without a friend far away, the grown-ups and the
// child's things; both languages, both age bands, every pronoun. The new room's sounds are told,
// missing the old home is allowed, and a friend far away is still a friend.

const SEEDS = ['1', '2', '3'];

function plansFor(friend: boolean, full: boolean) {
  const lena = person('lena', 'friend', { name: 'Lena', status: 'away', livesWithChild: false });
  const grownups = full ? [person('mum', 'mum'), person('dad', 'dad')] : [];
  return everyChild({
    theme: { id: 'moving-house', sensitive: true, words: null, about: null },
    people: friend ? [lena, ...grownups] : grownups,
    details: full ? DETAILS : [],
  });
}

const tellings = [true, false].flatMap((friend) =>
  [true, false].flatMap((full) => tellEach(plansFor(friend, full), SEEDS).map((telling) => ({ ...telling, friend }))),
);
const en = (language: string) => language === 'en';

describe('moving house', () => {
  it('is told with its care arc, every scene with text, nothing unfilled, nothing cheering', () => {
    const found = tellings.flatMap((telling) =>
      problems(telling, 'moving-house', en(telling.plan.language) ? NEVER_DEAD_EN : NEVER_DEAD_DE),
    );
    expect(found).toEqual([]);
  });

  it('tells the new room, its sounds, and that missing the old home is allowed', () => {
    for (const { plan, text } of tellings) {
      expect(text).toMatch(en(plan.language) ? /new room/i : /neue[ns]? Zimmer/);
      expect(text).toMatch(en(plan.language) ? /creak|glug|gurgle|noise|sound/i : /knarr|gluck|Geräusch/i);
      expect(text).toMatch(en(plan.language) ? /\bmiss/ : /vermiss/);
    }
  });

  it('tells a named friend far away as still a friend, and the toy as come along', () => {
    for (const { plan, text, friend } of tellings) {
      expect(text).toMatch(en(plan.language) ? /friends?/ : /Freund/);
      if (friend && plan.hero.age! > 4) expect(text).toContain('Lena');
    }
  });

  it('has enough variants in every passage', () => {
    expect([...thinPassages(movingHouseBig), ...thinPassages(movingHouseLittle)]).toEqual([]);
  });
});
