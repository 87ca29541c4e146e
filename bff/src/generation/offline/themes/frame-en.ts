// English frames that hold any parent phrase grammatically, for goals and achievements that no theme recognised.
import type { EnWords, Scenes } from './types.ts';
import type { EnPhrase } from './phrase-en.ts';
import { pick } from './words.ts';

type Pick = <T>(items: readonly T[]) => T;

export function frameGoalEn(p: EnPhrase, w: EnWords, random: () => number): Scenes {
  const one: Pick = (items) => pick(items, random);
  const proud = one([
    `${w.He} smiled, ${w.proudOfSelf}, and ${w.pal} beamed right back.`,
    `A warm, proud glow spread all the way through ${w.name}.`,
    `"You did it," whispered ${w.pal}, and ${w.name} felt proud and very grown-up.`,
  ]);
  if (p.kind === 'gerund') {
    const it = p.text;
    return {
      challenge: one([
        [
          `Lately, ${it} had become very important to ${w.name}.`,
          `"That sounds like something worth thinking about," said ${w.pal}. "Maybe our adventure will help."`,
        ],
        [
          `${w.name} told ${w.pal} all about ${it}, which had been on ${w.his} mind a lot lately.`,
          `${w.pal} listened carefully. "Then let's keep our eyes open," ${w.pal} said. "Maybe our adventure will help."`,
        ],
      ]),
      mastery: one([
        [`Later, ${w.name} thought about ${it} again, and this time it all felt clearer and easier.`, proud],
        [`And before the adventure was over, ${w.name} understood a little better what ${it} really meant.`, proud],
      ]),
    };
  }
  if (p.kind === 'noun') {
    const it = p.text;
    return {
      challenge: one([
        [
          `Lately ${w.name} had been thinking a lot about ${it}, and ${w.he} still had lots of questions.`,
          `"That's a big thing to think about," said ${w.pal}. "Maybe we'll find out more along the way."`,
        ],
        [
          `${w.name} told ${w.pal} that ${w.he} had been wondering about ${it} lately.`,
          `${w.pal} listened carefully. "Then let's keep our eyes open," ${w.pal} said. "Maybe our adventure will help."`,
        ],
      ]),
      mastery: one([
        [`Later, ${w.name} thought about ${it} again, and suddenly it all made a little more sense.`, proud],
        [`And before the adventure was over, ${w.name} understood a little better what ${it} really meant.`, proud],
      ]),
    };
  }
  if (p.kind === 'clause') {
    return {
      challenge: [
        `Lately ${w.name} had been thinking about how ${p.text}.`,
        `${w.pal} listened carefully, and the two of them talked it over as they went along.`,
      ],
      mastery: [`Later, ${w.name} thought about it again, and it felt lighter and clearer than before.`, proud],
    };
  }
  return {
    challenge: [
      `Something important had been on ${w.name}'s mind lately, something ${w.he} had talked about with the grown-ups at home.`,
      `${w.pal} listened and promised to help.`,
    ],
    mastery: [`And somewhere along the way, ${w.name} understood it a little better.`, proud],
  };
}

export function frameAchievementEn(p: EnPhrase, w: EnWords, random: () => number): string[] {
  const one: Pick = (items) => pick(items, random);
  const glow = one([
    `A warm, proud glow filled ${w.name} from top to toe.`,
    `${w.name} smiled a big, proud smile just thinking about it.`,
    `"That was amazing," said ${w.pal}, and ${w.name} glowed with pride.`,
  ]);
  if (p.kind === 'past')
    return [
      one([
        `${w.name} remembered the day ${w.he} ${p.text}.`,
        `Not long ago, ${w.name} had ${participle(p.text)}, and ${w.he} still remembered every moment of it.`,
      ]),
      glow,
    ];
  if (p.kind === 'gerund')
    return [
      one([
        `${w.name} remembered ${p.text}, and how good it had felt.`,
        `${w.name} told ${w.pal} all about ${p.text}.`,
      ]),
      glow,
    ];
  if (p.kind === 'noun')
    return [
      one([
        `${w.name} thought of ${withArticle(p.text)}, and ${w.his} heart gave a proud little skip.`,
        `${w.name} told ${w.pal} all about ${withArticle(p.text)}.`,
      ]),
      glow,
    ];
  if (p.kind === 'clause') return [`${w.name} remembered the day ${p.text}.`, glow];
  return [
    `${w.name} remembered something wonderful that had happened not long ago, something ${w.he} had done ${w.allBySelf}.`,
    glow,
  ];
}

const IRREGULAR: Record<string, string> = {
  won: 'won',
  rode: 'ridden',
  swam: 'swum',
  got: 'got',
  went: 'gone',
  wrote: 'written',
  drew: 'drawn',
  sang: 'sung',
  ran: 'run',
  threw: 'thrown',
  did: 'done',
  became: 'become',
  began: 'begun',
  saw: 'seen',
  gave: 'given',
  took: 'taken',
  ate: 'eaten',
  came: 'come',
  fell: 'fallen',
  flew: 'flown',
  woke: 'woken',
  wore: 'worn',
  spoke: 'spoken',
  shook: 'shaken',
  tore: 'torn',
  knew: 'known',
};

/** "rode a bike" → "ridden a bike", for "had …". */
function participle(past: string): string {
  const [verb, ...rest] = past.split(' ');
  return [IRREGULAR[verb.toLowerCase()] ?? verb, ...rest].join(' ');
}

function withArticle(noun: string): string {
  return /^(?:a|an|the|his|her|their|my|our|some|\d+|one|two|three|first|every|all)\b/i.test(noun) ||
    /s$/.test(noun.split(' ')[0])
    ? noun
    : `the ${noun}`;
}
