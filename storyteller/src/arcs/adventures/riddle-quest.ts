import { de, en, type Arc } from '../types.ts';
import { riddleAsked, thinking } from './riddle-quest-asked.ts';
import { restingMinds, solved, surprise } from './riddle-quest-solved.ts';

// The place's guide loves riddles: whoever solves tonight's finds the surprise that is hidden. The
// child and the companion think, guess wrong, rest, and find the answer in the end; a little child
// plays a guessing game with the companion instead (the place's riddle is too long for small ears).

export const riddleQuest: Arc = {
  id: 'riddle-quest',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Riddle of the Night`),
      en((s) => `A Riddle for ${s.name}`),
      en((s) => `What Am I, ${s.name}?`),
    ],
    de: [
      de((s) => `${s.name} und das Rätsel der Nacht`),
      de((s) => `Ein Rätsel für ${s.name}`),
      de((s) => `Rate mal, ${s.name}!`),
    ],
  },
  summary: {
    en: [en((s) => `${s.name} and ${s.pal} solve a riddle ${s.where.in} and find the surprise hidden for them.`)],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} lösen ${s.where.in} ein Rätsel und finden die Überraschung, die für sie versteckt war.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `A riddle ${s.where.in} had kept ${s.name} and ${s.pal} puzzling the night before, until they solved it and found the surprise hidden for them.`,
      ),
      en(
        (s) =>
          `A tricky riddle had stood in the way last time, but ${s.name} and ${s.pal} had solved it and found a hidden surprise.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Über einem Rätsel ${s.where.in} hatten ${s.name} und ${s.pal} in der Nacht zuvor so lange gegrübelt, bis sie es gelöst und die versteckte Überraschung gefunden hatten.`,
      ),
      de(
        (s) =>
          `Ein kniffliges Rätsel hatte beim letzten Mal im Weg gestanden, aber ${s.name} und ${s.pal} hatten es gelöst und eine versteckte Überraschung gefunden.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [riddleAsked, { moment: 'siblings-join' }, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'] },
      ages: ['big'],
      beats: [thinking, { moment: 'creature' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [thinking, { moment: 'creature' }, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food'] },
      ages: ['big'],
      beats: [{ moment: 'food' }, restingMinds, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'], things: ['prop'] },
      ages: ['big'],
      beats: [solved, { moment: 'activity' }, { moment: 'friend' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      ages: ['big'],
      beats: [surprise, { moment: 'memory' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food', 'prop'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        surprise,
        { moment: 'activity' },
        { moment: 'memory' },
        { moment: 'thing' },
        { moment: 'place' },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['homePet'], things: ['toy'] },
      beats: [{ moment: 'goodnight' }],
    },
  ],
};
