import type { StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { planFacts } from '../src/slots/plan-facts.ts';
import { planOf } from './reader-order.ts';

// What the child did with a pet or a person who died, again and again, told in the perfect or the
// past: „Jonas hat jeden Morgen mit ihm im Garten gespielt“, "every morning Jonas played with him in
// the garden". Read as what they did together (the doing the lexicon knows, even one that names no
// game: playing, cuddling, walks) and where, both theirs; never a place alone, never a memory of a
// pet that is alive.

const de = { language: 'de' as const, name: 'Jonas' };
const pet = (plan: StoryPlan) => plan.pets[0];
/** The plan's activities and places, with whose they are. */
const shared = (plan: StoryPlan) =>
  plan.details
    .filter((d) => d.kind === 'activity' || d.kind === 'place')
    .map((d) => ({ kind: d.kind, lexeme: d.lexeme, owner: d.owner }));

describe('reader: a habit shared with a pet that died, in German', () => {
  it('reads „hat jeden Morgen mit ihm im Garten gespielt“ as playing with the dog, in the garden', () => {
    const plan = planOf(
      'Unser Hund Bello ist letzte Woche gestorben. Jonas hat jeden Morgen mit ihm im Garten gespielt.',
      de,
    );
    expect(pet(plan)).toMatchObject({ name: 'Bello', status: 'remembered' });
    expect(shared(plan)).toEqual([
      { kind: 'place', lexeme: 'home', owner: pet(plan).id },
      { kind: 'activity', lexeme: 'playing', owner: pet(plan).id },
    ]);
    // The care arcs' memory: what they did, and where.
    const facts = planFacts(plan);
    expect(facts.shared?.lexeme).toBe('playing');
    expect(facts.sharedPlace?.words).toBe('im Garten');
  });

  it('reads „hat immer mit ihr … gekuschelt“, „haben oft zusammen … gespielt“ and „ist jeden Abend … Gassi gegangen“', () => {
    const minka = planOf('Unsere Katze Minka ist gestorben. Jonas hat immer mit ihr gekuschelt.', de);
    expect(shared(minka)).toEqual([{ kind: 'activity', lexeme: 'cuddling', owner: pet(minka).id }]);
    const together = planOf('Unser Hund Bello ist gestorben. Jonas und Bello haben oft zusammen gespielt.', de);
    expect(shared(together)).toEqual([{ kind: 'activity', lexeme: 'playing', owner: pet(together).id }]);
    const walks = planOf('Unser Hund Rudi ist gestorben. Jonas ist jeden Abend mit ihm im Park Gassi gegangen.', de);
    expect(shared(walks)).toEqual([
      { kind: 'place', lexeme: null, owner: pet(walks).id },
      { kind: 'activity', lexeme: 'walks', owner: pet(walks).id },
    ]);
  });

  it('reads a game named in it as that game, and „hat jeden Morgen …“ of the pet as its habit', () => {
    const hide = planOf('Unser Hund Bello ist gestorben. Jonas hat jeden Abend mit ihm Verstecken gespielt.', de);
    expect(shared(hide)).toEqual([{ kind: 'activity', lexeme: 'hide-and-seek', owner: pet(hide).id }]);
    const waited = planOf('Unser Hund Bello ist gestorben. Bello hat jeden Morgen vor der Tür auf Jonas gewartet.', de);
    expect(waited.details).toEqual([
      expect.objectContaining({
        kind: 'habit',
        words: 'hat jeden Morgen vor der Tür auf Jonas gewartet',
        owner: pet(waited).id,
      }),
    ]);
    // „ist oft krank gewesen“ is no memory to tell.
    expect(planOf('Opa ist gestorben. Er ist oft krank gewesen.', de).details).toEqual([]);
  });

  it('never makes a memory of a pet that is alive: what they do now is a ritual, what they did stays no care memory', () => {
    const now = planOf('Unser Hund Bello ist sehr lieb. Jonas spielt jeden Morgen mit ihm im Garten.', de);
    expect(pet(now).status).toBe('here');
    expect(now.details.map((d) => d.kind)).toEqual(['ritual']);
    const then = planOf('Unser Hund Bello ist sehr lieb. Jonas hat jeden Morgen mit ihm im Garten gespielt.', de);
    expect(pet(then).status).toBe('here');
    expect(shared(then)).toContainEqual({ kind: 'activity', lexeme: 'playing', owner: pet(then).id });
    // Playing names no game: no favourite of the child's, and no care story's memory.
    const facts = planFacts(then);
    expect([facts.lost, facts.shared, facts.together, facts.activity, facts.also]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('reader: a habit shared with a pet that died, in English', () => {
  it('reads "every morning Jonas played with him in the garden", with how often before or after', () => {
    for (const text of [
      'Our dog Bello died last week. Every morning Jonas played with him in the garden.',
      'Our dog Bello died last week. Jonas played with him in the garden every morning.',
      'Our dog Bello died last week. Jonas always played with him in the garden.',
      'Our dog Bello died last week. Jonas and Bello played together in the garden every morning.',
    ]) {
      const plan = planOf(text, { name: 'Jonas' });
      expect(shared(plan), text).toEqual([
        { kind: 'place', lexeme: 'home', owner: pet(plan).id },
        { kind: 'activity', lexeme: 'playing', owner: pet(plan).id },
      ]);
    }
    const luna = planOf('Our cat Luna died. Every evening Mia cuddled her on the sofa.', { name: 'Mia' });
    expect(shared(luna)).toEqual([{ kind: 'activity', lexeme: 'cuddling', owner: pet(luna).id }]);
  });

  it('finds whom "with him" is with when the pet was named sentences before', () => {
    const plan = planOf(
      'Our dog Scout died on Tuesday. Isla is heartbroken. Scout always used to wait by the front door for her. Every morning she played with him in the garden before school.',
      { name: 'Isla' },
    );
    expect(shared(plan)).toContainEqual({ kind: 'activity', lexeme: 'playing', owner: pet(plan).id });
  });

  it('reads no memory from a thing of someone’s, a deed, or a "used to"', () => {
    expect(shared(planOf('Grandpa died. Every evening she cuddled her teddy.'))).toEqual([]);
    expect(shared(planOf('Grandpa died. She always played with her dolls.'))).toEqual([]);
    expect(shared(planOf('Ruby learned to ride her bike last week and played with her friends every day.'))).toEqual(
      [],
    );
    const used = planOf('Our dog Bello died. Jonas used to walk him every evening.', { name: 'Jonas' });
    expect(used.details).toEqual([
      expect.objectContaining({ kind: 'activity', words: 'walk him every evening', lexeme: 'walks' }),
    ]);
  });
});
