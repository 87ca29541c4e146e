import type { PlanPerson } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { someoneIllHospitalBig } from '../src/arcs/care/someone-ill-hospital-big.ts';
import { someoneIllHospitalLittle } from '../src/arcs/care/someone-ill-hospital-little.ts';
import { aliveAsDead } from '../src/lint/rules/alive-as-dead.ts';
import { cheering } from '../src/lint/rules/cheering.ts';
import { emptyScene } from '../src/lint/rules/empty-scene.ts';
import { nameAfterName } from '../src/lint/rules/name-after-name.ts';
import { sameWordAnd } from '../src/lint/rules/same-word-and.ts';
import { sentenceLength } from '../src/lint/rules/sentence-length.ts';
import {
  DETAILS,
  everyChild,
  NEVER_DEAD_DE,
  NEVER_DEAD_EN,
  person,
  pet,
  problems,
  type Telling,
  tellEach,
  thinPassages,
} from './care-check.ts';

// A stay in hospital the parent told of: a mum going in next week for an operation, for five days,
// with an aunt who stays; a dad in hospital now, a few days, with a grandma who looks after the
// child; a grandpa going in soon with the parents at home; a mum in hospital now whom the child
// may not visit yet, nobody named to look after the child. Both languages, both age bands, every
// pronoun. An editor found such a stay told as an illness with no end ("We don't know yet").

type Stay = NonNullable<PlanPerson['hospital']>;
interface Case {
  ill: PlanPerson;
  others: PlanPerson[];
}

const mum = (stay: Stay, changes: Partial<PlanPerson> = {}) =>
  person('ill', 'mum', {
    health: 'ill',
    hospital: stay,
    ...(stay.when === 'now' ? { status: 'away', away: 'hospital' } : {}),
    ...changes,
  });

const CASES: Case[] = [
  {
    ill: mum({ when: 'next-week', days: 5, operation: true }),
    others: [person('jo', 'aunt', { name: 'Jo', livesWithChild: false, looksAfterChild: true })],
  },
  {
    ill: person('ill', 'dad', {
      health: 'ill',
      status: 'away',
      away: 'hospital',
      hospital: { when: 'now', days: 'few', operation: true },
    }),
    others: [person('nana', 'grandma', { livesWithChild: false, looksAfterChild: true })],
  },
  {
    ill: person('ill', 'grandpa', {
      health: 'ill',
      livesWithChild: false,
      hospital: { when: 'tomorrow', days: null, operation: false },
    }),
    others: [person('mum', 'mum'), person('dad', 'dad')],
  },
  { ill: mum({ when: 'now', days: null, operation: false }, { noVisits: true }), others: [] },
];
const SEEDS = ['1', '2', '3'];

function tellingsOf(one: Case, full: boolean) {
  const plans = everyChild({
    theme: { id: 'someone-ill', sensitive: true, words: null, about: 'ill' },
    people: [one.ill, ...one.others],
    pets: full ? [pet('cat', 'cat', 'Minka')] : [],
    details: full ? DETAILS : [],
  });
  return tellEach(plans, SEEDS).map((telling) => ({ ...telling, one }));
}

const tellings = CASES.flatMap((one) => [true, false].flatMap((full) => tellingsOf(one, full)));
const en = (telling: Telling) => telling.plan.language === 'en';
const little = (telling: Telling) => telling.plan.hero.age! <= 4;

describe('a stay in hospital', () => {
  it('is told with its own arc, every scene with text, nothing unfilled, never as a death or a goodbye', () => {
    const found = tellings.flatMap((telling) =>
      problems(telling, 'someone-ill-hospital', en(telling) ? NEVER_DEAD_EN : NEVER_DEAD_DE),
    );
    expect(found).toEqual([]);
  });

  it('never says nobody knows when: the stay has an end', () => {
    for (const telling of tellings)
      expect(telling.text).not.toMatch(
        en(telling) ? /don't know|nobody knows/i : /wissen wir (?:noch )?nicht|weiß (?:noch )?keiner/i,
      );
  });

  it('says where they are or will be, that the doctors and nurses help, and that they come home', () => {
    for (const telling of tellings) {
      expect(telling.text).toMatch(en(telling) ? /hospital/ : /Krankenhaus/);
      expect(telling.text).toMatch(
        en(telling) ? /doctors and nurses|the nurses/ : /Ärzte und Pflegerinnen|Pflegerinnen/,
      );
      expect(telling.text).toMatch(en(telling) ? /comes? home|be home|is home/ : /nach Hause|wieder da/);
    }
  });

  it('tells a stay ahead as ahead (next week, tomorrow) and one now as now', () => {
    for (const telling of tellings) {
      const when = telling.one.ill.hospital!.when;
      if (when === 'next-week') expect(telling.text).toMatch(en(telling) ? /next week/i : /nächste Woche/i);
      if (when === 'tomorrow') expect(telling.text).toMatch(en(telling) ? /tomorrow/i : /morgen/i);
      if (when === 'now')
        expect(telling.text).not.toMatch(
          en(telling) ? /going into hospital|goes to hospital/ : /muss \S+ ins Krankenhaus|kommt \S+ ins Krankenhaus/,
        );
    }
  });

  it('tells the days the parent said as a countdown the child can make, and the operation', () => {
    for (const telling of tellings) {
      const { days, operation } = telling.one.ill.hospital!;
      if (days === 5)
        expect(telling.text).toMatch(
          en(telling) ? /five (?:days|sleeps|links)/i : /fünf Tage|fünfmal schlafen|fünf Ringen|nach fünf Tagen/i,
        );
      if (days === 'few')
        expect(telling.text).toMatch(
          en(telling) ? /a few (?:days|sleeps|links)/i : /ein paar (?:Tage|Mal|Ringen)|nach ein paar Tagen/i,
        );
      if (operation) expect(telling.text).toMatch(en(telling) ? /operation/ : /Operation/);
      expect(telling.text).toMatch(
        en(telling) ? /paper chain|calendar|waiting jar|pebble|count/ : /Papierkette|Kalender|Warteglas|Kiesel|zählen/,
      );
    }
  });

  it('names who looks after the child: the one the parent named, else the grown-ups at home', () => {
    for (const telling of tellings) {
      const carer = telling.one.others.find((p) => p.looksAfterChild);
      const names = en(telling)
        ? { jo: 'Auntie Jo', nana: 'Grandma', mum: 'Mum' }
        : { jo: 'Tante Jo', nana: 'Oma', mum: 'Mama' };
      if (carer) expect(telling.text).toContain(names[carer.id as 'jo' | 'nana']);
      if (telling.one.ill.relation === 'grandpa') expect(telling.text).toContain(names.mum);
      if (!carer && telling.one.others.length === 0)
        expect(telling.text).toMatch(en(telling) ? /looked after|looks after/ : /aufgepasst|passt auf|aufpassen/);
    }
  });

  it('never sits at the side of one the child may not visit yet', () => {
    for (const telling of tellings)
      if (telling.one.ill.noVisits) expect(telling.text).not.toMatch(en(telling) ? /visit|at the bedside/ : /besuch/i);
  });

  it('passes the story linter: a breath long for the little ones, no two names in a row, no harm', () => {
    const rules = [sentenceLength, nameAfterName, sameWordAnd, aliveAsDead, cheering, emptyScene];
    const found = tellings.flatMap(({ plan, story }) =>
      rules.flatMap((rule) => rule({ id: plan.hero.name, order: {} as never, plan, story })),
    );
    expect(found.map((finding) => `${finding.rule}: ${finding.sentence}`)).toEqual([]);
  });

  it('tells the little ones in the present and the big ones in the past', () => {
    for (const telling of tellings) {
      const first = telling.story.scenes[0].text;
      if (little(telling))
        expect(first).toMatch(en(telling) ? /\b(?:is|sits|goes|looks)\b/ : /\b(?:ist|sitzt|kommt|passt)\b/);
      else
        expect(first).toMatch(en(telling) ? /\b(?:was|had|sat|would)\b/ : /\b(?:war|hatte|setzte|musste|lag|würde)\b/);
    }
  });

  it('has enough variants in every passage', () => {
    expect([...thinPassages(someoneIllHospitalBig), ...thinPassages(someoneIllHospitalLittle)]).toEqual([]);
  });

  it('is not told for someone in hospital with no stay told: nobody said when they come home', () => {
    const plans = everyChild({
      theme: { id: 'someone-ill', sensitive: true, words: null, about: 'ill' },
      people: [person('ill', 'grandpa', { health: 'ill', status: 'away', away: 'hospital', livesWithChild: false })],
    });
    for (const telling of tellEach(plans, ['1'])) expect(telling.story.arc).not.toMatch(/hospital/);
  });
});
