import { de, en, type Arc } from '../types.ts';
import { missingMiddle, songFound, sungToSleep } from './quiet-song-found.ts';
import { gatheringTheTune, songLost } from './quiet-song-lost.ts';

// Every night the place sings itself to sleep, and tonight its song has gone quiet. The child and the
// companion gather the tune bit by bit from the quiet places, and the last piece turns out to be the
// very song the companion sings at bedtime (the story's lullaby). The child sings, and all sleep.

export const quietSong: Arc = {
  id: 'quiet-song',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Lost Night Song`),
      en(() => `The Song That Went Quiet`),
      en((s) => `${s.name} Sings the Night to Sleep`),
    ],
    de: [
      de((s) => `${s.name} und das verlorene Nachtlied`),
      de(() => `Das Lied, das verstummt war`),
      de((s) => `${s.name} singt die Nacht in den Schlaf`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `The night song ${s.where.in} has gone quiet; ${s.name} and ${s.pal} find it again and sing everyone to sleep.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Das Nachtlied ${s.where.in} ist verstummt; ${s.name} und ${s.pal} finden es wieder und singen alle in den Schlaf.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `Note by note, ${s.name} and ${s.pal} had found the lost night song ${s.where.in} the night before, and sung everyone there to sleep.`,
      ),
      en(
        (s) =>
          `A song that had gone quiet rang out again last time: ${s.name} and ${s.pal} had found it and sung a whole place to sleep.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Ton für Ton hatten ${s.name} und ${s.pal} in der Nacht zuvor ${s.where.in} das verlorene Nachtlied wiedergefunden und alle in den Schlaf gesungen.`,
      ),
      de(
        (s) =>
          `Ein verstummtes Lied hatte beim letzten Mal wieder geklungen: ${s.name} und ${s.pal} hatten es gefunden und alle in den Schlaf gesungen.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [songLost, { moment: 'siblings-join' }, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'], things: ['lantern'] },
      ages: ['big'],
      beats: [gatheringTheTune, { moment: 'creature' }, { moment: 'food' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [gatheringTheTune, { moment: 'creature' }, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting' },
      ages: ['big'],
      beats: [missingMiddle, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', things: ['prop'] },
      ages: ['big'],
      beats: [{ moment: 'activity' }, songFound, { moment: 'memory' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      ages: ['big'],
      beats: [sungToSleep, { moment: 'friend' }, { moment: 'thing' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', things: ['food', 'star'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        { moment: 'activity' },
        sungToSleep,
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
