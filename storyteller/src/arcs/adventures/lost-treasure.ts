import { de, en, titleCase, type Arc } from '../types.ts';
import { treasureFound, treasureHome } from './lost-treasure-found.ts';
import { helpOffered, searching, treasureMissing } from './lost-treasure-search.ts';

// Something precious of the place is lost, and the child and the companion find it: the search
// leaves room for the goal, the favourite things and a rest, and the finding is a quiet joy.

export const lostTreasure: Arc = {
  id: 'lost-treasure',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Lost ${titleCase(s.where.treasure.bare)}`),
      en((s) => `${s.name}, ${s.pal} and the Missing Treasure`),
      en((s) => `Finders, Keepers, ${s.name}!`),
    ],
    de: [
      de((s) => `${s.name} und die Suche nach ${s.where.treasure.der.dat}`),
      de((s) => `${s.name}, ${s.pal} und der verschwundene Schatz`),
      de((s) => `Wer sucht, der findet, ${s.name}!`),
    ],
  },
  summary: {
    en: [
      en((s) => `${s.name} and ${s.pal} search ${s.where.name} for ${s.where.treasure.a} that was lost, and find it.`),
    ],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} suchen ${s.where.in} nach ${s.where.treasure.der.dat} und finden ${s.where.treasure.er.acc} am Ende.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `High and low ${s.where.in}, ${s.name} and ${s.pal} had searched the night before, and at last they had found ${s.where.treasure.the} that had been lost.`,
      ),
      en(
        (s) =>
          `A friend's lost treasure had turned up last time, after ${s.name} and ${s.pal} went looking for it ${s.where.in}.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Überall hatten ${s.name} und ${s.pal} in der Nacht zuvor ${s.where.in} gesucht, und am Ende hatten sie ${s.where.treasure.der.acc} gefunden.`,
      ),
      de(
        (s) =>
          `Ein verlorener Schatz war beim letzten Mal wieder aufgetaucht, nachdem ${s.name} und ${s.pal} ${s.where.in} danach gesucht hatten.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [{ moment: 'siblings-join' }, { moment: 'colour' }, treasureMissing, helpOffered],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['creature'], things: ['prop'] },
      beats: [searching, { moment: 'creature' }, { moment: 'activity' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting' },
      beats: [{ moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food', 'lantern'] },
      beats: [{ moment: 'food' }, { moment: 'thing' }, { moment: 'place' }, treasureFound],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      ages: ['big'],
      beats: [treasureHome],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['toy'] },
      beats: [{ moment: 'goodnight' }],
    },
  ],
};
