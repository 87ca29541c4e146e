import type { Composition } from '../../illustrate.ts';

// The plot library: the shapes a story can take. Each plot is a list of beats, and each beat
// carries its picture (a composition and what it shows). The words live in the phrasebooks,
// which the compiler holds to this list. A plot works in every setting: the things it needs
// (a creature, a treasure, a riddle…) come from the setting's words.

interface BeatSpec {
  composition: Composition;
  picture: string;
  /** Told only to school children (7+): the small twist that gives them more plot. */
  school?: true;
  /**
   * Where a school child's extra line fits: `notice` while searching or planning (a detail spotted),
   * `search` where there is an answer to find (a riddle, something lost: "the answer is usually
   * hiding somewhere small"), `chat` in a calm moment (a question, a joke). Beats of suspense and
   * payoff take none.
   */
  extra?: 'notice' | 'search' | 'chat';
  /** The child is not there yet (a dream's cloud ride): the parent's scenes and the guide wait for the arrival. */
  onTheWay?: true;
}

const spec = <T extends Record<string, BeatSpec>>(beats: T) => beats;

/** Beats every story may use around its plot. */
export const frameBeats = spec({
  'start-home': { composition: 'interior', picture: 'at home in the bedroom at dusk, something magical at the window' },
  'start-garden': { composition: 'journey', picture: 'in the garden at dusk, where a glowing way begins' },
  'start-edge': { composition: 'wide', picture: 'arriving at the edge of a new land at dusk' },
  'start-dream': { composition: 'interior', picture: 'in bed at dusk, drifting into a dream' },
  guide: { composition: 'close-up', picture: 'meeting a friendly guide' },
  activity: { composition: 'wide', picture: 'playing happily with new friends' },
  food: { composition: 'close-up', picture: 'at a moonlight picnic' },
  achievement: { composition: 'close-up', picture: 'remembering a proud moment, friends cheering' },
  challenge: { composition: 'close-up', picture: 'facing something hard, a friend close by' },
  mastery: { composition: 'wide', picture: 'doing the hard thing bravely and well' },
  homecoming: { composition: 'sky', picture: 'travelling home under the moon' },
  sleep: { composition: 'interior', picture: 'fast asleep in bed, snuggled up' },
});

export const plots = {
  'lost-and-found': {
    ages: [4, 9],
    beats: spec({
      'lost-missing': { composition: 'close-up', picture: 'a worried friend who has lost a small treasure' },
      'lost-search': { composition: 'wide', picture: 'searching high and low with a lantern', extra: 'search' },
      'lost-clue': { composition: 'journey', picture: 'following a trail of tiny clues', school: true },
      'lost-found': { composition: 'close-up', picture: 'holding up the lost treasure, found at last' },
    }),
  },
  'creature-home': {
    ages: [2, 9],
    beats: spec({
      'home-meet': { composition: 'close-up', picture: 'finding a tiny lost creature' },
      'home-way': { composition: 'journey', picture: 'carrying the little creature along the path', extra: 'chat' },
      'home-fork': {
        composition: 'wide',
        picture: 'choosing the right way at a fork in the path',
        extra: 'notice',
        school: true,
      },
      'home-arrive': { composition: 'wide', picture: 'a happy little family together again' },
    }),
  },
  'fear-shrunk': {
    ages: [4, 9],
    beats: spec({
      'fear-shadow': { composition: 'wide', picture: 'a big dark shadow ahead' },
      'fear-closer': { composition: 'journey', picture: 'tiptoeing closer, hand in hand' },
      'fear-voice': { composition: 'sky', picture: 'a small voice speaking from the dark', school: true },
      'fear-small': {
        composition: 'close-up',
        picture: 'laughing at the tiny thing that made the shadow',
        extra: 'chat',
      },
    }),
  },
  surprise: {
    ages: [4, 9],
    beats: spec({
      'surprise-idea': { composition: 'close-up', picture: 'whispering a secret plan' },
      'surprise-make': { composition: 'wide', picture: 'busy making a surprise', extra: 'chat' },
      'surprise-almost': { composition: 'journey', picture: 'hiding the surprise just in time', school: true },
      'surprise-reveal': { composition: 'wide', picture: 'a joyful surprise under the stars' },
    }),
  },
  'gentle-rescue': {
    ages: [4, 9],
    beats: spec({
      'rescue-call': { composition: 'wide', picture: 'hearing a small cry for help' },
      'rescue-stuck': { composition: 'close-up', picture: 'a little creature stuck and frightened' },
      'rescue-plan': {
        composition: 'journey',
        picture: 'making a clever plan together',
        extra: 'notice',
        school: true,
      },
      'rescue-free': { composition: 'close-up', picture: 'a gentle rescue, everyone safe' },
    }),
  },
  riddle: {
    ages: [4, 9],
    beats: spec({
      'riddle-ask': { composition: 'close-up', picture: 'listening to a riddle' },
      'riddle-think': { composition: 'wide', picture: 'thinking hard, looking all around', extra: 'search' },
      'riddle-wrong': { composition: 'journey', picture: 'a first guess that is not quite right', school: true },
      'riddle-answer': { composition: 'sky', picture: 'the answer shining in the night' },
    }),
  },
  'weather-change': {
    ages: [2, 9],
    beats: spec({
      'weather-turn': { composition: 'sky', picture: 'the weather changing, clouds rolling in' },
      'weather-shelter': { composition: 'close-up', picture: 'sheltering together, snug and safe', extra: 'chat' },
      'weather-help': { composition: 'journey', picture: 'helping others to shelter', school: true },
      'weather-clear': { composition: 'wide', picture: 'the sky clearing, everything washed and shining' },
    }),
  },
  'friend-visit': {
    ages: [2, 9],
    beats: spec({
      'visit-invite': { composition: 'journey', picture: 'on the way to visit a friend' },
      'visit-door': { composition: 'close-up', picture: "knocking at a friend's little door" },
      'visit-muddle': { composition: 'wide', picture: 'a funny muddle during the visit', school: true },
      'visit-inside': { composition: 'close-up', picture: "sharing a cosy evening in a friend's home", extra: 'chat' },
    }),
  },
  'night-parade': {
    ages: [2, 9],
    beats: spec({
      'parade-hear': { composition: 'wide', picture: 'music and lights in the distance' },
      // No chat while marching (a school child's talk belongs to a calm moment): a detail spotted on the way.
      'parade-join': { composition: 'journey', picture: 'marching in a lantern parade', extra: 'notice' },
      'parade-stop': { composition: 'close-up', picture: 'the parade stopping, a lantern gone out', school: true },
      'parade-lead': { composition: 'wide', picture: 'leading the night parade' },
    }),
  },
  'dream-journey': {
    ages: [4, 9],
    start: 'start-dream',
    beats: spec({
      'dream-float': { composition: 'sky', picture: 'floating up on a dream cloud', onTheWay: true },
      'dream-land': { composition: 'wide', picture: 'landing softly in a dreamy place', extra: 'chat' },
      'dream-door': {
        composition: 'close-up',
        picture: 'a little door that was not there before',
        extra: 'notice',
        school: true,
      },
      'dream-gift': { composition: 'close-up', picture: 'a dream gift to keep' },
    }),
  },
  'counting-walk': {
    ages: [1, 5],
    beats: spec({
      'count-one': { composition: 'journey', picture: 'counting one sleepy friend on a goodnight walk' },
      'count-two': { composition: 'wide', picture: 'counting two more friends' },
      'count-three': { composition: 'close-up', picture: 'counting three little lights' },
    }),
  },
  'slow-wish': {
    ages: [4, 9],
    beats: spec({
      wish: { composition: 'sky', picture: 'making a wish, eyes closed' },
      'wish-wait': { composition: 'wide', picture: 'waiting patiently for the wish', extra: 'chat' },
      'wish-seed': { composition: 'journey', picture: 'planting a tiny star seed', school: true },
      'wish-come': { composition: 'close-up', picture: 'the wish coming true, little by little' },
    }),
  },
} as const satisfies Record<
  string,
  { ages: readonly [number, number]; start?: keyof typeof frameBeats; beats: Record<string, BeatSpec> }
>;

export type PlotId = keyof typeof plots;
type PlotBeats = { [P in PlotId]: keyof (typeof plots)[P]['beats'] }[PlotId];
export type BeatId = keyof typeof frameBeats | PlotBeats;
/** The beats a toddler (1-3) can meet: the frame and the plots that start at age 3 or younger. */
type Untwisted<B> = { [K in keyof B]: B[K] extends { school: true } ? never : K }[keyof B];
export type ToddlerBeatId =
  | keyof typeof frameBeats
  | {
      [P in PlotId]: (typeof plots)[P]['ages'][0] extends 1 | 2 | 3 ? Untwisted<(typeof plots)[P]['beats']> : never;
    }[PlotId];

export const plotIds = Object.keys(plots) as PlotId[];

const allBeats: Record<string, BeatSpec> = {
  ...frameBeats,
  ...Object.assign({}, ...plotIds.map((id) => plots[id].beats)),
};

/** The composition and picture a beat asks for (undefined for a beat the library does not know). */
export function beatSpec(beat: string | undefined): BeatSpec | undefined {
  return beat ? allBeats[beat] : undefined;
}

/** The plot's own beats in order, with the school-only twist when the child is 7 or older. */
export function plotBeats(plot: PlotId, school: boolean): BeatId[] {
  return Object.entries(plots[plot].beats as Record<string, BeatSpec>)
    .filter(([, b]) => school || !b.school)
    .map(([id]) => id as BeatId);
}

export function plotFitsAge(plot: PlotId, age: number | undefined): boolean {
  const [min, max] = plots[plot].ages;
  const a = Math.min(age ?? 5, 9);
  return a >= min && a <= max;
}
