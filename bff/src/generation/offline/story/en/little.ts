import { capitalise as c } from '../grammar.ts';
import type { Line, Slot, Words } from '../types.ts';

// English for toddlers (1-3): present tense, short lines, sound words and a refrain.

const way = (w: Words) => w.place.way.replace(/,$/, '');
const hello: Slot = [
  (w) => w.companionKind === 'friend' && `Here is ${w.pet}. ${w.pet} is ${w.species.a.nom}.`,
  (w) => w.companionKind === 'pet' && `Here is ${w.pet}, ${w.poss} ${w.speciesWord}.`,
  (w) => w.companionKind === 'toy' && `${w.pet} the toy ${w.speciesWord} wakes up. Blink, blink!`,
  (w) => w.companionKind === 'friend' && `Hello, ${w.pet} the ${w.speciesWord}!`,
];
const go: Slot = [(w) => (w.magic ? `Whoosh, whoosh, up and away, ${w.name}!` : `Step, step, step, ${w.name}.`), (w) => (w.magic ? `Zoom, zoom, zoom, ${w.pet}!` : `Tip, tap, tip, tap, ${w.pet}.`), (w) => `Pitter, patter, ${w.poss} little feet.`];

export const littleEn = {
  'start-home': [
    [(w: Words) => `It is night, and ${w.name} is in bed.`, (w: Words) => `Yawn, yawn! ${w.name} is sleepy.`, (w: Words) => `Tap, tap, tap! Who is at ${w.poss} window?`, (w: Words) => `Shh, ${w.name}, the moon is up!`],
    [(w: Words) => `${w.name} has ${w.colour} pyjamas on.`, (w: Words) => `${w.poss} nightlight glows ${w.colour}.`, (w: Words) => `${w.name} hugs the ${w.colour} pillow.`],
    [(w: Words) => w.age !== undefined && w.age > 0 && `${w.name} is ${['zero', 'one', 'two', 'three'][w.age] ?? w.age}, in ${w.colour} socks.`],
    hello,
    [(w: Words) => w.toy && `And here is ${w.toy}. Hug, hug!`],
    [(w: Words) => w.fear && `${w.name} is a bit afraid of ${w.fear}. But ${w.pet} is here.`],
    [(w: Words) => `Look, ${w.name}, ${way(w)}!`, (w: Words) => `Off go ${w.name} and ${w.pet} ${w.place.into}.`],
    go,
  ],
  'start-garden': [
    [(w: Words) => `${w.name} is in the garden. The sun goes down, down, down.`, (w: Words) => `Look up, ${w.name}! The first star!`],
    [(w: Words) => w.age !== undefined && w.age > 0 && `${w.name} is ${['zero', 'one', 'two', 'three'][w.age] ?? w.age}, in ${w.colour} socks.`],
    hello,
    [(w: Words) => w.toy && `${c(w.toy)} comes too.`],
    [(w: Words) => w.fear && `${w.name} is a bit afraid of ${w.fear}. But ${w.pet} is here.`],
    [(w: Words) => `Look, ${w.pet}, ${way(w)}!`, (w: Words) => `There is ${way(w)} for ${w.name}.`],
    go,
  ],
  'start-edge': [
    [(w: Words) => `Where is ${w.name}? ${w.name} is ${w.place.in}!`, (w: Words) => `Oh, look, ${w.name} is ${w.place.in}.`],
    [(w: Words) => w.age !== undefined && w.age > 0 && `${w.name} is ${['zero', 'one', 'two', 'three'][w.age] ?? w.age}, in ${w.colour} socks.`],
    hello,
    [(w: Words) => w.toy && `And ${w.toy}. Hug, hug!`],
    [(w: Words) => w.fear && `${w.name} is a bit afraid of ${w.fear}. But ${w.pet} is here.`],
    [(w: Words) => `The moon comes up, up, up, ${w.name}.`],
  ],
  'start-dream': [
    [(w: Words) => `${w.name} is in bed. Eyes close, close, close.`],
    hello,
    [(w: Words) => `The bed floats up. Up, up, up!`],
  ],
  guide: [[(w: Words) => `Who is that? It is ${w.place.guideName}!`], [(w: Words) => `"Hello, ${w.name}! Hello, ${w.pet}!"`]],
  activity: [
    [(w: Words) => `${w.name} loves ${w.activity ?? w.interests[0]}!`, (w: Words) => `Hooray for ${w.activity ?? w.interests[0]}!`],
    [(w: Words) => `${w.pet} loves it too.`, (w: Words) => `"Me too!" says ${w.pet}.`],
    [(w: Words) => !w.activity && w.interests[1] && `And ${w.interests[1]}! Yay, ${w.name}!`],
    [(w: Words) => `Again, again, ${w.pet}!`],
  ],
  food: [[(w: Words) => `Yum, yum! ${c(w.food!)}!`], [(w: Words) => `${w.pet} has some too. Munch, munch.`]],
  achievement: [[(w: Words) => w.memory?.[0]], [(w: Words) => `Hooray! Clap, clap, clap, ${w.pet}!`]],
  challenge: [[(w: Words) => w.goal?.challenge[0]], [(w: Words) => `${w.pet} is here. Hold on tight.`]],
  mastery: [[(w: Words) => w.goal?.mastery[0]], [(w: Words) => `Well done, ${w.name}! Hooray!`]],
  homecoming: [[(w: Words) => `Time to go home, ${w.name}.`], [(w: Words) => `Home again, home again, ${w.pet}.`]],
  sleep: [
    [(w: Words) => `Into bed, ${w.name}, snuggle, snuggle!`, (w: Words) => `Back in bed, ${w.name}, warm, warm, under the ${w.colour} blanket!`],
    [(w: Words) => w.toy && `${c(w.toy)} is in bed too.`],
    [(w: Words) => `"Night-night, ${w.pet}." "Night-night, ${w.name}."`, (w: Words) => `Kiss, kiss, night-night, ${w.pet}!`],
    [(w: Words) => `Now ${w.name} is fast asleep, and ${w.pet} too.`, (w: Words) => `Soon ${w.name} is fast asleep, right next to ${w.pet}.`],
    [(w: Words) => `Shh, sleep tight, ${w.name}.`, (w: Words) => `Zzz, zzz, zzz, ${w.pet}.`],
  ],
  'home-meet': [
    [(w: Words) => `Sniff, sniff, who is crying, ${w.pet}?`],
    [(w: Words) => `It is ${w.place.creature.a.nom}. It is lost.`],
    [(w: Words) => `"Come with us," says ${w.name}.`],
  ],
  'home-way': [[(w: Words) => `Walk, walk, walk, ${w.name} and ${w.pet}.`], [(w: Words) => `${c(w.place.creature.the.nom)} holds on tight.`]],
  'home-arrive': [[(w: Words) => `Here is home! ${c(w.place.creature.the.nom)} is home!`], [(w: Words) => `Hug, hug, hug, ${w.name}!`]],
  'weather-turn': [[(w: Words) => `Oh, oh, here comes the weather, ${w.name}!`], [(w: Words) => `Whoosh, whoosh, pitter, patter, says the weather to ${w.pet}.`], [(w: Words) => `"Quick!" says ${w.pet}.`]],
  'weather-shelter': [[(w: Words) => `In we go, ${w.name}, snug, snug!`], [(w: Words) => `${w.name} and ${w.pet} wait and wait.`]],
  'weather-clear': [[(w: Words) => `All gone, look, look, ${w.name}!`], [(w: Words) => `Everything shines ${w.place.in}.`]],
  'visit-invite': [[(w: Words) => `"Come," says ${w.pet}. "We visit a friend."`], [() => 'Off they go. Step, step.']],
  'visit-door': [[(w: Words) => `Knock, knock, ${w.pet}! Who is there?`], [(w: Words) => `It is ${w.place.creature.a.nom}! "Come in!"`]],
  'visit-inside': [[(w: Words) => `Inside it is warm. Cosy, cosy, ${w.name}.`], [(w: Words) => `Biscuits for ${w.pet}! Crunch, crunch.`]],
  'parade-hear': [[() => 'Boom, boom! Toot, toot!'], [(w: Words) => `What is that, ${w.pet}? A parade!`]],
  'parade-join': [[(w: Words) => `${c(w.place.parade)}.`], [(w: Words) => `${w.name} marches too. Left, right, left, right!`]],
  'parade-lead': [[(w: Words) => `${w.name} is at the front!`], [() => 'Hooray, hooray!']],
  'count-one': [[(w: Words) => `Look, ${w.name}, ${w.place.count[0]}!`], [(w: Words) => `One, goodnight, one, whispers ${w.name}.`]],
  'count-two': [[(w: Words) => `Look, ${w.name}, ${w.place.count[1]}!`], [(w: Words) => `One, two, goodnight, two, whispers ${w.name}.`]],
  'count-three': [[(w: Words) => `Look, ${w.name}, ${w.place.count[2]}!`], [(w: Words) => `One, two, three, goodnight, three, whispers ${w.name}.`]],
} satisfies Record<string, Slot[]>;

export const refrainsEn: Line[] = [
  (w) => `Tip, tap, tip, tap, ${w.name} and ${w.pet}!`,
  (w) => `Hush, hush, ${w.name}, the night is soft.`,
  (w) => `Twinkle, twinkle, ${w.pet} and ${w.name}.`,
  (w) => `Step, step, step, ${w.name} goes on.`,
];
