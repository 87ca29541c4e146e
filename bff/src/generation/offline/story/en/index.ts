import { placeAgain, placeAgainEn } from '../place-again.ts';
import type { PlotId } from '../plots/index.ts';
import { capitalise as c, titleCaseEn, withArticle } from '../grammar.ts';
import type { Line, Phrasebook, Slot, Words } from '../types.ts';
import { frameEn } from './frame.ts';
import { littleEn, refrainsEn } from './little.ts';
import { plotsEn, titlesEn } from './plots.ts';
import { dreamlandEn, farmEn, settingsEn } from './settings.ts';

/** Lines for a school child spotting a detail while searching or planning. */
const noticing: Slot = [
  (w) =>
    `${w.name} made a careful note of everything ${w.place.in}, to tell at breakfast, and ${w.pet} promised to remember the rest.`,
  (w) =>
    `${w.name} noticed something nobody else had seen, a tiny ${w.colour} glint low down, and pointed it out, and ${w.pet} was impressed.`,
  (w) =>
    `${w.name} looked twice at everything, the way detectives do, and ${w.pet} copied ${w.him}, squinting so hard that ${w.name} had to laugh.`,
];

/** Dialogue and small events for school children: a detail spotted while searching or planning, or talk in a calm moment. */
const schoolExtras = {
  notice: noticing,
  // Only where there is an answer to find: a riddle, something lost.
  search: [
    ...noticing,
    (w) =>
      `"Look closely, ${w.pet}, the answer ${w.place.in} is usually hiding somewhere small," said ${w.name}, and ${w.pet} looked very closely indeed.`,
  ],
  chat: [
    (w) =>
      `"Do you think anyone at home would believe this, ${w.pet}?" whispered ${w.name}. "Not a word," said ${w.pet}, grinning.`,
    (w) =>
      `${w.pet} asked how to whisper a secret so quietly that only friends can hear it, and ${w.name} knew the answer at once. "You always know what to do," said ${w.pet}. "Not always, ${w.pet}," said ${w.name}, "but I like finding out."`,
    (w) =>
      `${w.pet} asked ${w.name} a difficult question, whether ${w.colour} was a colour for the day or for the night, and the two of them argued happily about it for a while.`,
    (w) =>
      w.interests[0] &&
      `It was almost as good as ${w.interests[0]}, ${w.name} decided, and ${w.pet} seemed to think so too.`,
    (w) =>
      `For a moment ${w.name} wondered what time it was at home, and ${w.pet} said that ${w.place.in} nobody ever counted the hours.`,
    (w) =>
      `${w.name} guessed what ${w.pet} was thinking before ${w.pet} had said a word, and ${w.pet} asked, "How did you know that, ${w.name}?" ${w.name} only shrugged and smiled ${withArticle(`${w.colour}-pyjama`)} smile.`,
    (w) =>
      `${w.pet} tried to whistle like a grown-up ${w.speciesWord} and only managed a squeak, and ${w.name} laughed and laughed and had to sit down.`,
  ],
} satisfies Phrasebook['schoolExtras'];

/** Goodnight lines that keep a detail the story has not told yet (the colour, a sibling or cousin). */
const keepers = {
  colour: [
    (w) => `${w.poss} ${w.colour} slippers waited by the bed for the morning.`,
    (w) => w.feathered && `On the pillow lay a tiny ${w.colour} feather from ${w.pet}.`,
    (w) => !w.feathered && `On the pillow lay a tiny ${w.colour} star, glowing softly.`,
    (w) => w.colourGiven && `${c(w.colour)} was ${w.poss} favourite colour, and the ${w.colour} nightlight knew it.`,
  ],
  relative: [
    (w) => w.relative && !w.relativeAway && `${c(w.relative)} was asleep next door, and ${w.name} whispered goodnight.`,
    (w) => w.relative && !w.relativeAway && `${w.name} would tell ${w.relative} everything at breakfast.`,
    (w) =>
      w.relative &&
      !w.relativeAway &&
      `In the morning, ${w.name} and ${w.pet} would tell ${w.relative} the whole adventure.`,
    (w) => w.relative && !w.relativeAway && `${w.pet} hoped ${w.relative} would want to hear all about tonight, too.`,
    (w) =>
      w.relativeAway &&
      `${w.name} blew a goodnight kiss through the window for ${w.relative}, who was surely fast asleep by now too.`,
    (w) => w.relativeAway && `Next time, ${w.name} would tell ${w.relative} the whole adventure, every single bit.`,
    (w) => w.relativeAway && `${w.pet} wanted to meet ${w.relative} one day, and ${w.name} promised.`,
  ],
  littleColour: [
    (w) => `${w.poss} ${w.colour} slippers say goodnight too.`,
    (w) =>
      `${c(w.colour)}, ${w.colour}, a ${w.colour} star on the pillow for ${w.name}.`.replace(/ a ([aeiou])/i, ' an $1'),
  ],
  littleRelative: [
    (w) => w.relative && !w.relativeAway && `Next door, ${w.relative} is fast asleep, shh, ${w.pet}!`,
    (w) => w.relativeAway && `A kiss for ${w.relativeCalled}! Mwah, mwah, ${w.pet}!`,
  ],
} satisfies Phrasebook['keepers'];

const tones = {
  magic: [
    (w) => `Tiny sparks of magic danced around ${w.pet} like golden fireflies.`,
    (w) => `Everything ${w.place.in} began to glitter softly, ${w.colour} and gold, and ${w.pet} stared.`,
    (w) => `Wherever ${w.name} stepped, little flowers of light bloomed and softly chimed.`,
    (w) => `${w.pet} began to shimmer with stardust, and ${w.name} giggled with wonder.`,
    (w) => `A rainbow of moonlight arched overhead, with a stripe of ${w.colour} just for ${w.name} and ${w.pet}.`,
    (w) => `Somewhere a wishing bell rang, and ${w.name} and ${w.pet} smelled cinnamon and starlight.`,
    (w) =>
      `Everything sparkled around ${w.name} and ${w.pet}, as if the whole world had been dusted with sugar and stars.`,
    (w) => `The moon hummed a magic tune that only ${w.name} and ${w.pet} could hear.`,
  ] satisfies Slot,
  calm: [
    (w) => `Everything moved slowly around ${w.name} and ${w.pet}, as if the whole world were getting ready for bed.`,
    (w) => `It grew quiet ${w.place.in}, and ${w.pet} leaned against ${w.name}.`,
    (w) => `The whole night hummed ${w.pet} a lullaby, and ${w.name} gave a small, happy yawn.`,
    (w) => `${w.pet} yawned a big, sleepy yawn, and ${w.name} could not help yawning too.`,
    (w) => `The stars over ${w.name} and ${w.pet} blinked slowly, one by one, as if they were getting sleepy too.`,
    (w) => `The night was quiet and warm around ${w.name} and ${w.pet}, like a freshly made bed.`,
    (w) => `Every step beside ${w.pet} felt lighter and calmer, and ${w.name} felt safe and sleepy.`,
    (w) => `Somewhere a lullaby hummed softly, and ${w.pet} answered with a quiet yawn.`,
  ] satisfies Slot,
};

const sightTails: Line[] = [
  (w) => `, and ${w.name} and ${w.pet} held their breath.`,
  (w) => `, and ${w.pet} gave a soft, happy sigh.`,
  (w) => `, and ${w.name} and ${w.pet} stood very still so as not to miss a thing.`,
  (w) => `, and ${w.name} whispered, "Look, ${w.pet}!"`,
  (w) => `, and ${w.pet} nudged ${w.name} to look.`,
  (w) => `, and ${w.pet}'s eyes grew as round as buttons.`,
  (w) => `, just as ${w.pet} had promised.`,
  (w) => `, and ${w.name} tugged at ${w.pet}.`,
  (w) => `, and it all shone a little ${w.colour} in ${w.poss} eyes.`,
  (w) => `, and ${w.pet} clapped.`,
  (w) => `, all ${w.colour} for a moment.`,
  (w) => `, so beautiful that ${w.pet} forgot to blink.`,
];

const sightHeads: Line[] = [
  (w) => `${w.pet} saw it first: `,
  (w) => `${w.name} blinked twice, but it was true: `,
  (w) => `${w.pet} tugged at ${w.name}: `,
  (w) => `Right in front of ${w.name} and ${w.pet}, `,
  (w) => `${w.name} could hardly believe it, and neither could ${w.pet}: `,
  (w) => `${w.pet} pointed with ${w.limb.a}, and ${w.name} looked: `,
];

const connectors = ['Then', 'After a while,', 'Just then,', 'A moment later,', 'Soon'];
/** Now and then a scene's first sentence, when it starts with the child or the companion, gets a connector before it (never a sentence inside a scene: that is often an immediate reaction). */
// Not "added": it needs the speaker to have just spoken, which one sentence cannot know ("'Hold still,' added Leo" opening his words).
const tags = ['said', 'whispered', 'murmured'];
function vary(told: string, w: Words, random: () => number, opensScene: boolean): string {
  // A dialogue tag of its own: "…," whispered Mia.
  const sentence = /^"Welcome/.test(told)
    ? told
    : told.replace(/([,!?]") said\b/, (_m, q: string) => `${q} ${tags[Math.floor(random() * tags.length)]}`);
  if (random() > 0.35 || !opensScene) return sentence;
  const starts = [w.name, w.pet].find((n) => sentence.startsWith(`${n} `));
  // A state is no event: never "A moment later, Hana could talk about puzzles for hours", nor a
  // toddler's present tense ("Then Alfie loves diggers!").
  if (!starts || /^\S+ (?:was|had|is|did not|could|would|loved|liked|\p{Ll}+s)\b/u.test(sentence)) return sentence;
  return `${connectors[Math.floor(random() * connectors.length)]} ${sentence}`;
}

const summariesEn: Record<PlotId, string> = {
  'lost-and-found': 'help to find a lost treasure',
  'creature-home': 'help a little creature find its way home',
  'fear-shrunk': 'find out that a big shadow is really very small',
  surprise: 'prepare a secret surprise',
  'gentle-rescue': 'gently rescue someone small',
  riddle: 'solve a riddle',
  'weather-change': 'wait out the weather in a cosy shelter',
  'friend-visit': 'visit a friend at home',
  'night-parade': 'march in a night parade',
  'dream-journey': 'float away on a dream',
  'counting-walk': 'count to three on a goodnight walk',
  'slow-wish': 'wait patiently for a wish to come true',
};

export const english: Phrasebook = {
  sightTails,
  sightHeads,
  vary,
  placeAgain: (sentence, w, nth) => placeAgain(sentence, w, nth, placeAgainEn),
  tones,
  titles: titlesEn,
  beats: { ...frameEn, ...plotsEn },
  little: littleEn,
  titleWhere: (title, w) =>
    title.includes(titleCaseEn(w.place.in).replace(/^\w+ /, ''))
      ? undefined
      : `${title} ${titleCaseEn(`x ${w.place.in}`).slice(2)}`,
  refrains: refrainsEn,
  lullaby: {
    songs: [
      'Hush, hush, the night is soft, and all is well',
      'Lullay, lullay, the moon is high, and sleep is nigh',
      'Softly, softly, close your eyes, till sunrise',
      'One star, two stars, three, the night is calm and free',
      'Hush now, the day is done, and sleep will come',
      'Slow and soft, off to dreams we go',
    ],
    first: [
      (w) => `${w.pet} hummed a little night song, very quietly: "${w.song}."`,
      (w) => `Far away, a soft song began, and ${w.pet} knew the words: "${w.song}."`,
      (w) => `${w.pet} whispered the words of an old night song: "${w.song}."`,
    ],
    again: [
      (w) => `${w.pet} hummed it again: "${w.song}."`,
      (w) => `Softly, ${w.pet} sang: "${w.song}."`,
      (w) => `"${w.song}," sang ${w.pet}, softer and softer.`,
    ],
  },
  schoolExtras,
  keepers,
  summary: (w, plot) =>
    `${w.name} and ${w.pet} the ${w.speciesWord} travel ${w.place.into}, ${summariesEn[plot]} and drift off to sleep.`,
  settings: settingsEn,
  dreamland: dreamlandEn,
  farm: farmEn,
};
