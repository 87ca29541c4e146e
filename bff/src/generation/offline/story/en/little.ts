import { own } from './pronoun.ts';
import { tender } from '../goal-beats.ts';
import { capitalise as c, withArticle } from '../grammar.ts';
import { cross } from '../mix.ts';
import type { Refrain, Slot, Words } from '../types.ts';
import { numberWord } from '../../number-words.ts';

// English for toddlers (1-3): present tense, short lines, sound words and a refrain.

const way = (w: Words) => w.place.way.replace(/,$/, '');
const hello: Slot = [
  (w) => w.companionKind === 'friend' && `Here is ${w.pet}. ${w.pet} is ${w.species.a.nom}.`,
  (w) => w.companionKind === 'pet' && `Here is ${w.pet}, ${w.poss} ${w.speciesWord}.`,
  (w) => w.companionKind === 'toy' && `${w.pet} the toy ${w.speciesWord} wakes up. Blink, blink, ${w.pet}!`,
  (w) => w.companionKind === 'toy' && `${w.pet} the toy ${w.speciesWord} opens one eye, then two. Peekaboo, ${w.pet}!`,
  (w) =>
    w.companionKind === 'toy' && `${w.pet} the toy ${w.speciesWord} sits up on the ${w.colour} pillow and stretches.`,
  (w) =>
    w.companionKind === 'toy' && `Hop, hop, off the ${w.colour} pillow! ${w.pet} the toy ${w.speciesWord} can walk!`,
  (w) => w.companionKind === 'friend' && `Hello, ${w.pet} the ${w.speciesWord}!`,
  (w) => w.companionKind === 'friend' && `Look who is here: ${w.pet}, ${w.species.a.nom}!`,
  (w) => w.companionKind === 'pet' && `Sniff, sniff! ${w.pet} the ${w.speciesWord} is here.`,
];
/** The child's fear, met with the companion close by. */
const fearLine: Slot = [
  (w) => w.fear && `${w.name} is a bit afraid of ${w.fear}. But ${w.pet} is here.`,
  (w) => w.fear && `${w.name} is a bit afraid of ${w.fear}, but ${w.pet} is right here.`,
  (w) => w.fear && `${w.pet} holds ${w.poss} hand, tight, tight, when ${w.name} is afraid of ${w.fear}.`,
  (w) => w.fear && `${w.pet} whispers that there is no need to be afraid of ${w.fear}, not with ${w.pet} here.`,
];
const go: Slot = [
  (w) => (w.magic ? `Whoosh, whoosh, up and away, ${w.name}!` : `Step, step, step, ${w.name} and ${w.pet}.`),
  (w) => (w.magic ? `Zoom, zoom, zoom, ${w.pet}!` : `Tip, tap, tip, tap, ${w.pet}.`),
  (w) => `Pitter, patter, ${w.poss} little feet, and ${w.pet} too.`,
  // "up to the stars" is already up: "Up, up, up to the stars", not "Up, up, up up to the stars".
  (w) =>
    w.magic
      ? `Up, up, ${w.place.into.startsWith('up ') ? '' : 'up '}${w.place.into}, ${w.pet}!`
      : `Off, off, off ${w.place.into}, ${w.pet}!`,
];
const age = (w: Words) => w.age !== undefined && w.age > 0 && w.age < 4 && numberWord(w.age, 'en');
const ageLine: Slot = [
  (w) => age(w) && `${w.name} is ${age(w)}, in ${own(w)}${w.colour} socks.`,
  (w) => age(w) && `${c(w.colour)} socks, wiggle, wiggle, and ${w.name} is ${age(w)}!`,
  (w) => age(w) && `${c(age(w) as string)} years old, and ${w.colour} socks on!`,
  // No garment: told when the story has named another one ("blue wellies").
  (w) => age(w) && `${w.name} is ${age(w)}, and ${w.pet} says hello!`,
  (w) => age(w) && `Hello, ${w.pet}, ${w.name} is ${age(w)} now!`,
];

export const littleEn = {
  'start-home': [
    [
      (w: Words) => `It is night, and ${w.name} is in the ${w.colour} bed.`,
      (w: Words) => `Yawn, yawn! ${w.name} is sleepy in ${own(w)}${w.colour} pyjamas.`,
      (w: Words) => `Tap, tap, tap! Who is at ${w.poss} window?`,
      (w: Words) => `Shh, ${w.name}, the moon is up over the ${w.colour} curtains!`,
    ],
    [
      (w: Words) => `${w.name} has ${own(w)}${w.colour} pyjamas on.`,
      (w: Words) => `${w.poss} nightlight glows ${w.colour}.`,
      (w: Words) => `${w.name} hugs the ${w.colour} pillow.`,
      (w: Words) => `Snuggle, snuggle, ${w.colour} blanket!`,
    ],
    ageLine,
    hello,
    [(w: Words) => w.toy && `And here is ${w.toy}. Hug, hug!`],
    fearLine,
    [
      (w: Words) => `Look, ${w.pet}, ${way(w)}!`,
      (w: Words) => `Off go ${w.name} and ${w.pet} ${w.place.into}.`,
      (w: Words) => `Out of the window, ${w.pet}! There is ${way(w)}.`,
    ],
    go,
  ],
  'start-garden': [
    [
      (w: Words) => `${w.name} is in the garden in ${w.colour} wellies. The sun goes down, down, down.`,
      (w: Words) => `Look up, ${w.name}! The first star, over the ${w.colour} swing!`,
      (w: Words) => `Splish, splash, ${w.colour} wellies in the garden!`,
    ],
    ageLine,
    hello,
    [(w: Words) => w.toy && `${c(w.toy)} comes too.`],
    fearLine,
    [
      (w: Words) => `Look, ${w.pet}, ${way(w)}!`,
      (w: Words) => `There is ${way(w)} for ${w.name} and ${w.pet}.`,
      (w: Words) => `By the hedge, ${w.pet}: ${way(w)}!`,
    ],
    go,
  ],
  'start-edge': [
    [
      (w: Words) => `Where is ${w.name}? ${w.name} is ${w.place.in}, in ${w.colour} slippers!`,
      (w: Words) => `${c(w.colour)} slippers on, and ${w.name} is ${w.place.in}!`,
      (w: Words) => `Tiptoe, tiptoe, ${w.name} is ${w.place.in} in ${w.colour} slippers.`,
      (w: Words) => `Oh, look, ${w.name} is ${w.place.in}.`,
      (w: Words) => `Blink, blink! ${w.name} is ${w.place.in} now.`,
    ],
    ageLine,
    hello,
    [(w: Words) => w.toy && `And ${w.toy}. Hug, hug!`],
    fearLine,
    [
      (w: Words) => `The moon comes up, up, up, ${w.pet}.`,
      (w: Words) => `The sun goes down, down, down, ${w.pet}.`,
      (w: Words) => `Night, night ${w.place.in}, ${w.pet}!`,
    ],
  ],
  'start-dream': [
    [
      (w: Words) => `${w.name} is in bed. Eyes close, close, close.`,
      (w: Words) => `${w.name} is in the ${w.colour} bed. Yawn, yawn.`,
    ],
    hello,
    [(w: Words) => `The bed floats up. Up, up, up, ${w.pet}!`, (w: Words) => `The ${w.colour} bed floats up, up, up!`],
  ],
  guide: [
    [
      (w: Words) => `Who is that? It is ${w.place.guideName}!`,
      (w: Words) => `Look, ${w.pet}, it is ${w.place.guideName}!`,
    ],
    [
      (w: Words) => `"Hello, ${w.name}! Hello, ${w.pet}!"`,
      (w: Words) => `Wave, wave, ${w.pet}! Hello, ${w.place.guideName}!`,
    ],
  ],
  activity: [
    [
      (w: Words) => `${w.name} loves ${w.activity ?? w.interests[0]}!`,
      (w: Words) => `Hooray for ${w.activity ?? w.interests[0]}, ${w.pet}!`,
      (w: Words) => `${c(w.activity ?? w.interests[0])} ${w.place.in}, ${w.pet}!`,
      (w: Words) => `${w.name} and ${w.pet} love ${w.activity ?? w.interests[0]} ${w.place.in}!`,
    ],
    [
      (w: Words) => `${w.pet} loves ${w.activity ?? w.interests[0]} too.`,
      (w: Words) => `"Me too!" says ${w.pet}.`,
      (w: Words) => `${w.pet} the ${w.speciesWord} wants a turn!`,
      (w: Words) => `${w.pet} wants to try it too, in the ${w.colour} light.`,
    ],
    [
      (w: Words) => !w.activity && w.interests[1] && `And ${w.interests[1]} too, ${w.pet}!`,
      (w: Words) => !w.activity && w.interests[1] && `${w.pet} loves ${w.interests[1]} as well!`,
    ],
    [
      (w: Words) => `Again, again, ${w.pet}!`,
      (w: Words) => `More, more, says ${w.pet}!`,
      (w: Words) => `Once more, ${w.pet} the ${w.speciesWord}!`,
      (w: Words) => `One more time ${w.place.in}, ${w.pet}!`,
    ],
  ],
  food: [
    [
      (w: Words) => `Yum, yum, ${w.pet}, ${w.food!}!`,
      (w: Words) => `${c(w.food!)} on a ${w.colour} plate!`,
      (w: Words) => `Sniff, sniff, ${w.pet}, ${w.food!}!`,
    ],
    [
      (w: Words) => `${w.pet} has some too. Munch, munch.`,
      (w: Words) => `Munch, munch, ${w.pet}!`,
      (w: Words) => `A bite for ${w.pet}, a bite for ${w.name}.`,
    ],
  ],
  achievement: [
    [(w: Words) => w.memory?.[0]],
    [
      (w: Words) => `Hooray! Clap, clap, clap, ${w.pet}!`,
      (w: Words) => `Yay, ${w.name}! Clap, clap, ${w.pet}!`,
      (w: Words) => `Hooray, hooray, ${w.pet}!`,
    ],
  ],
  challenge: [
    [(w: Words) => w.goal?.challenge[0]],
    [
      (w: Words) => `${w.pet} is here, so hold on tight.`,
      (w: Words) => `Hold on tight to ${w.pet}.`,
      (w: Words) => `${w.pet} holds ${w.poss} hand.`,
    ],
  ],
  mastery: [
    [(w: Words) => w.goal?.mastery[0]],
    [
      // A softer ache (someone missed, a parent away, sadness allowed) is hugged, not cheered.
      (w: Words) => !tender(w) && `Well done, ${w.name}! Hooray, ${w.pet}!`,
      (w: Words) => !tender(w) && `Clap, clap, ${w.pet}, ${w.name} did it!`,
      (w: Words) => !tender(w) && `Yay! ${w.pet} does a happy dance ${w.place.in}.`,
      (w: Words) => tender(w) && `Hug, hug, ${w.name} and ${w.pet}.`,
      (w: Words) => tender(w) && `${w.pet} gives ${w.name} a big, soft hug.`,
    ],
  ],
  homecoming: [
    [(w: Words) => `Time to go home, ${w.pet}.`, (w: Words) => `Home, home, ${w.name} and ${w.pet}.`],
    [(w: Words) => `Home again, home again, ${w.pet}.`, (w: Words) => `Bye-bye, everyone ${w.place.in}!`],
  ],
  sleep: [
    [
      (w: Words) => `Into bed, ${w.name} and ${w.pet}, snuggle, snuggle!`,
      (w: Words) => `Back in bed, ${w.name}, warm, warm, under the ${w.colour} blanket with ${w.pet}!`,
      (w: Words) => `Back in the ${w.colour} bed, ${w.name}, and ${w.pet} too!`,
      (w: Words) => `Home in the ${w.colour} bed, ${w.pet}!`,
      (w: Words) => `Snuggle, snuggle, in bed, ${w.name} and ${w.pet}.`,
    ],
    [(w: Words) => w.toy && `${c(w.toy)} is in bed too.`],
    [(w: Words) => w.homePet && `${c(w.homePet)} is fast asleep. Night-night, ${w.homePetName}!`],
    cross(
      [() => 'Yaaawn', () => 'Yawn, yawn', () => 'A big, big yawn'],
      [
        (w: Words) => `, ${w.name} is sleepy, sleepy, ${w.pet}.`,
        (w: Words) => `, ${w.name} and ${w.pet}.`,
        (w: Words) => `, and ${w.pet} yawns too.`,
      ],
    ),
    cross(
      [
        (w: Words) => `"Night-night, ${w.pet},"`,
        (w: Words) => `"Kiss, kiss, night-night, ${w.pet},"`,
        (w: Words) => `"Hug, hug, goodnight, ${w.pet},"`,
      ],
      [(w: Words) => ` whispers ${w.name}.`, (w: Words) => ` says ${w.name}.`, (w: Words) => ` yawns ${w.name}.`],
    ),
    cross(
      [
        (w: Words) => `Now ${w.name} is fast asleep`,
        (w: Words) => `Soon ${w.name} is fast asleep`,
        (w: Words) => `Eyes close, close, close, and ${w.name} is asleep`,
        (w: Words) => `Shh, ${w.name} is asleep`,
      ],
      [
        (w: Words) => `, and ${w.pet} too.`,
        (w: Words) => `, right next to ${w.pet}.`,
        (w: Words) => ` under the ${w.colour} blanket.`,
      ],
    ),
    [
      (w: Words) => `Shh, sleep tight, ${w.name} and ${w.pet}.`,
      (w: Words) => `Zzz, zzz, zzz, ${w.pet}.`,
      (w: Words) => `Zzz, zzz, under the ${w.colour} blanket, ${w.pet}.`,
      (w: Words) => `Goodnight, ${w.pet}, and goodnight, everyone ${w.place.in}.`,
      (w: Words) => `Sweet dreams ${w.place.dreamOf}, ${w.pet}.`,
      (w: Words) => `Shh, the ${w.colour} nightlight glows.`,
    ],
  ],
  'home-meet': [
    [(w: Words) => `Sniff, sniff, who is crying, ${w.pet}?`, (w: Words) => `Shh, ${w.pet}! Who is that, so small?`],
    [
      (w: Words) => `It is ${w.place.creature.a.nom}. It is lost.`,
      (w: Words) => `Oh! ${c(w.place.creature.a.nom)}, all alone.`,
    ],
    [(w: Words) => `"Come with us," says ${w.name}.`, (w: Words) => `"Come with ${w.pet} and me," says ${w.name}.`],
  ],
  'home-way': [
    [(w: Words) => `Walk, walk, walk, ${w.name} and ${w.pet}.`, (w: Words) => `Step, step, ${w.pet}, ${w.place.in}.`],
    [
      (w: Words) => `${c(w.place.creature.the.nom)} holds on tight.`,
      (w: Words) => `${c(w.place.creature.the.nom)} rides on ${w.pet}.`,
    ],
  ],
  'home-arrive': [
    [
      (w: Words) => `Here is home! ${c(w.place.creature.the.nom)} is home!`,
      (w: Words) => `Home, home! ${c(w.place.creature.the.nom)} is back, ${w.pet}!`,
    ],
    [(w: Words) => `Hug, hug, hug, ${w.name}!`, (w: Words) => `Thank you, ${w.pet}! Thank you, ${w.name}!`],
  ],
  'weather-turn': [
    [
      (w: Words) => `Oh, oh, here comes the weather, ${w.name}!`,
      (w: Words) => `Oh, oh, ${w.pet}! Here comes the weather!`,
    ],
    [
      (w: Words) => `Whoosh, whoosh, pitter, patter, says the weather to ${w.pet}.`,
      (w: Words) => `Pitter, patter ${w.place.in}!`,
    ],
    [(w: Words) => `"Quick!" says ${w.pet}.`, (w: Words) => `"Quick, ${w.name}!" says ${w.pet}.`],
  ],
  'weather-shelter': [
    [(w: Words) => `In we go, ${w.name}, snug, snug!`, (w: Words) => `In we go, ${w.pet}, cosy, cosy!`],
    [(w: Words) => `${w.name} and ${w.pet} wait and wait.`, (w: Words) => `Wait, wait, ${w.pet} the ${w.speciesWord}.`],
  ],
  'weather-clear': [
    [(w: Words) => `All gone, look, look, ${w.name}!`, (w: Words) => `All gone, ${w.pet}! Look, look!`],
    [(w: Words) => `Everything shines ${w.place.in}.`, (w: Words) => `Shine, shine, ${w.pet}!`],
  ],
  'visit-invite': [
    [
      (w: Words) => `"Come, we visit a friend," says ${w.pet}.`,
      (w: Words) => `"Come, ${w.name}, a friend is waiting," says ${w.pet}.`,
    ],
    [
      (w: Words) => `Off they go, step, step, ${w.pet} first.`,
      (w: Words) => `Step, step ${w.place.in}, ${w.name} and ${w.pet}.`,
    ],
  ],
  'visit-door': [
    [
      (w: Words) => `Knock, knock, who is there, ${w.pet}?`,
      (w: Words) => `A little ${w.colour} door, knock, knock, ${w.pet}!`,
      (w: Words) => `Tap, tap, ${w.pet} knocks on the little ${w.colour} door.`,
    ],
    [
      (w: Words) => `It is ${w.place.creature.a.nom}, and it says, "Come in, ${w.pet}!"`,
      (w: Words) => `Hello there, ${w.place.creature.the.nom.replace(/^the /, '')}! "Come in, ${w.pet}!"`,
    ],
  ],
  'visit-inside': [
    [
      (w: Words) => `Inside it is warm and cosy, ${w.pet}.`,
      (w: Words) => `Inside, ${withArticle(`${w.colour} lamp`)}, cosy, cosy, ${w.pet}!`,
      (w: Words) => `${w.pet} sits down by ${withArticle(`${w.colour} lamp`)}, so cosy.`,
    ],
    [(w: Words) => `Crunch, crunch, biscuits for ${w.pet}!`, (w: Words) => `Crunch, crunch, ${w.pet}!`],
  ],
  'parade-hear': [
    [(w: Words) => `Boom, boom, ${w.pet}! Toot, toot!`, (w: Words) => `Toot, toot ${w.place.in}!`],
    [(w: Words) => `What is that, ${w.pet}? A parade ${w.place.in}!`, (w: Words) => `A parade, ${w.name}! A parade!`],
  ],
  'parade-join': [
    [(w: Words) => `${c(w.place.parade)}.`],
    [
      (w: Words) => `${w.name} marches too. Left, right, left, right!`,
      (w: Words) => `Left, right, ${w.name} and ${w.pet}!`,
    ],
  ],
  'parade-lead': [
    [(w: Words) => `${w.name} is at the front!`, (w: Words) => `${w.name} and ${w.pet} are at the front!`],
    [(w: Words) => `Hooray, hooray, ${w.pet}!`, (w: Words) => `Toot, toot, hooray ${w.place.in}!`],
  ],
  'count-one': [
    [(w: Words) => `Look, ${w.name}, ${w.place.count[0]}!`],
    [
      (w: Words) => `One, goodnight, one, whispers ${w.name} to ${w.pet}.`,
      (w: Words) => `Goodnight, one, says ${w.pet}.`,
    ],
  ],
  'count-two': [
    [(w: Words) => `Look, ${w.name}, ${w.place.count[1]}!`],
    [
      (w: Words) => `One, two, goodnight, two, whispers ${w.name} to ${w.pet}.`,
      (w: Words) => `Goodnight, two, whispers ${w.pet}.`,
    ],
  ],
  'count-three': [
    [(w: Words) => `Look, ${w.name}, ${w.place.count[2]}!`],
    [
      (w: Words) => `One, two, three, goodnight, three, whispers ${w.name} to ${w.pet}.`,
      (w: Words) => `One, two, three, goodnight, ${w.pet}!`,
    ],
  ],
} satisfies Record<string, Slot[]>;

/** A refrain of walking comes back in bed with its sound words, but in bed: the steps are over. */
export const refrainsEn: Refrain[] = [
  {
    line: (w) => `Tip, tap, tip, tap, ${w.name} and ${w.pet}!`,
    bed: (w) => `Tip, tap, tip, tap, and into bed, ${w.name} and ${w.pet}.`,
  },
  { line: (w) => `Hush, hush, ${w.pet}, the night is soft.` },
  { line: (w) => `Twinkle, twinkle, ${w.pet} and ${w.name}.` },
  { line: (w) => `Step, step, step, ${w.pet} goes on.`, bed: (w) => `Step, step, step, and now ${w.pet} rests.` },
  { line: (w) => `Hush, hush, little ${w.colour} stars.` },
  {
    line: (w) => `Tip, tap, ${w.pet} the ${w.speciesWord}!`,
    bed: (w) => `Tip, tap, ${w.pet} the ${w.speciesWord} tiptoes to bed.`,
  },
  // In bed the child is home again, no longer in the village.
  { line: (w) => `Twinkle, twinkle ${w.place.in}.`, bed: () => 'Twinkle, twinkle, all the way home.' },
  { line: (w) => `Hush, hush, ${w.pet}, soft, soft.` },
];
