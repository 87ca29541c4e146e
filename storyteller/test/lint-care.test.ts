import type { PlanPerson, PlanPet } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { aliveAsDead } from '../src/lint/rules/alive-as-dead.ts';
import { cheering } from '../src/lint/rules/cheering.ts';
import { deathAsSleep } from '../src/lint/rules/death-as-sleep.ts';
import { deathPresent } from '../src/lint/rules/death-present.ts';
import { buildPlan } from './plan-builder.ts';
import { subject } from './lint-subject.ts';

const person = (
  id: string,
  relation: PlanPerson['relation'],
  status: PlanPerson['status'],
  calls: string | null = null,
): PlanPerson => ({
  id,
  name: null,
  relation,
  calls,
  status,
  away: status === 'away' ? 'work' : null,
  health: 'well',
  livesWithChild: status === 'here',
});
const minka: PlanPet = { id: 'pet1', name: 'Minka', kind: 'cat', status: 'remembered' };
const grandpaDied = buildPlan({
  theme: { id: 'death-person', sensitive: true, words: null, about: 'p1' },
  people: [person('p1', 'grandpa', 'remembered')],
});
const opaDied = buildPlan({
  language: 'de',
  theme: { id: 'death-person', sensitive: true, words: null, about: 'p1' },
  people: [person('p1', 'grandpa', 'remembered', 'Opa Heinz')],
});
const minkaDied = buildPlan({ theme: { id: 'death-pet', sensitive: true, words: null, about: 'pet1' }, pets: [minka] });

describe('death-present: someone who died, there in a scene', () => {
  it('finds the grandpa who watches, the Opa who smiles and the cat who dozes', () => {
    expect(
      deathPresent(subject({ plan: grandpaDied, scenes: ['Grandpa watched very proudly from the garden.'] })),
    ).toHaveLength(1);
    expect(deathPresent(subject({ plan: grandpaDied, scenes: ['"Well done," said Grandpa.'] }))).toHaveLength(1);
    expect(deathPresent(subject({ plan: opaDied, scenes: ['Da lächelte Opa Heinz.'] }))).toHaveLength(1);
    expect(
      deathPresent(subject({ plan: minkaDied, scenes: ['At the end of the bed, Minka dozed in a warm curl.'] })),
    ).toHaveLength(1);
  });

  it('passes a memory, a photo, a habit kept and an object of theirs', () => {
    const scenes = [
      'Theo remembered how Grandpa smiled.',
      'Grandpa always said "night night, Captain".',
      "Theo hugged Grandpa's old scarf.",
      'On the shelf was a photo where Grandpa laughed.',
    ];
    expect(deathPresent(subject({ plan: grandpaDied, scenes }))).toEqual([]);
    expect(
      deathPresent(
        subject({ plan: opaDied, scenes: ['Früher saß Opa Heinz oft auf der Bank.', 'Theo trug Opas Hut.'] }),
      ),
    ).toEqual([]);
    const told = subject({ plan: opaDied, scenes: ['Pip hörte zu, als Theo von Opa Heinz erzählte.'] });
    expect(deathPresent(told)).toEqual([]);
    expect(deathPresent(subject({ plan: minkaDied, scenes: ['A cat from the village sat on the wall.'] }))).toEqual([]);
  });

  it('passes the child asking whether the one who died comes back, and still finds them there after the question', () => {
    const asked = subject({ plan: opaDied, scenes: ['„Kommt Opa Heinz wieder nach Hause?“, fragt Theo.'] });
    expect(deathPresent(asked)).toEqual([]);
    const there = subject({ plan: opaDied, scenes: ['„Bist du müde?“, sagte Opa Heinz.'] });
    expect(deathPresent(there)).toHaveLength(1);
  });

  it('finds nothing in a story where nobody died', () => {
    expect(deathPresent(subject({ scenes: ['Grandpa watched very proudly.'] }))).toEqual([]);
  });
});

describe('death-as-sleep: a death told as sleep or going away', () => {
  it('finds sleep forever, passed away, „eingeschlafen“ about the one who died, and "we lost"', () => {
    expect(deathAsSleep(subject({ plan: grandpaDied, scenes: ['Grandpa went to sleep forever.'] }))).toHaveLength(1);
    expect(deathAsSleep(subject({ plan: grandpaDied, scenes: ['Last spring, Grandpa passed away.'] }))).toHaveLength(1);
    expect(deathAsSleep(subject({ plan: opaDied, scenes: ['Opa Heinz ist eingeschlafen.'] }))).toHaveLength(1);
    expect(deathAsSleep(subject({ plan: minkaDied, scenes: ['We lost Minka in the spring.'] }))).toHaveLength(1);
  });

  it('passes "died", and the child falling asleep', () => {
    const scenes = ['Grandpa died in the spring, and Theo misses him.', 'Theo fell asleep with the hat beside him.'];
    expect(deathAsSleep(subject({ plan: grandpaDied, scenes }))).toEqual([]);
    expect(
      deathAsSleep(subject({ plan: opaDied, scenes: ['Opa Heinz ist gestorben.', 'Dann schlief Theo ein.'] })),
    ).toEqual([]);
  });
});

describe('cheering: in a story about something hard', () => {
  it('finds "You did it!", hooray and a dance, „Hurra“ and „tanzte“', () => {
    expect(
      cheering(
        subject({ plan: grandpaDied, scenes: ['"You did it!" cried Pip.', 'Then they danced all the way home.'] }),
      ),
    ).toHaveLength(2);
    expect(cheering(subject({ plan: opaDied, scenes: ['„Hurra!“, rief Pip.', 'Theo tanzte.'] }))).toHaveLength(2);
  });

  it('passes the same words in an everyday story, and a quiet ending', () => {
    expect(cheering(subject({ scenes: ['"You did it!" cried Pip, and they danced.'] }))).toEqual([]);
    expect(
      cheering(subject({ plan: grandpaDied, scenes: ['Theo held the hat close and felt warm and sad at once.'] })),
    ).toEqual([]);
  });
});

describe('alive-as-dead: someone alive told as dead', () => {
  const dadAway = buildPlan({
    theme: { id: 'parent-away', sensitive: true, words: null, about: 'p2' },
    people: [person('p2', 'dad', 'away', 'Daddy')],
  });

  it('finds a dad away for work told with heaven, and one who will never come back', () => {
    expect(aliveAsDead(subject({ plan: dadAway, scenes: ['Daddy was up in heaven now.'] }))).toHaveLength(1);
    expect(aliveAsDead(subject({ plan: dadAway, scenes: ['Daddy would never come back.'] }))).toHaveLength(1);
  });

  it('passes a dad who is coming home, and a sentence about someone else who died', () => {
    const plan = buildPlan({ ...dadAway, people: [...dadAway.people, person('p1', 'grandpa', 'remembered')] });
    const scenes = [
      'Daddy was far away on the oil rig, under the same moon.',
      'Daddy told Theo that Grandpa had died.',
    ];
    expect(aliveAsDead(subject({ plan, scenes }))).toEqual([]);
  });
});

describe('cheering: what is not cheering', () => {
  it('passes a light that dances in a sad story, and a triumph in a story about an aid', () => {
    const grandpa = buildPlan({
      theme: { id: 'death-person', sensitive: true, words: null, about: 'p2' },
      people: [person('p2', 'grandpa', 'remembered', 'Grandpa')],
    });
    expect(cheering(subject({ plan: grandpa, scenes: ['A little light danced across the ceiling.'] }))).toEqual([]);
    const aid = buildPlan({ theme: { id: 'aid', sensitive: true, words: null, about: null } });
    expect(cheering(subject({ plan: aid, scenes: ['"You did it!" cried Pip.'] }))).toEqual([]);
  });
});
