import { de, en, type Arc } from '../types.ts';
import { parcel, carrying } from './birthday-parcel-way.ts';
import { hardPart, arrived, lightHome } from './birthday-parcel-edge.ts';

// A delivery across the place: it is the old Lamplighter's birthday, she lives alone at the far edge
// where the way runs out, and nobody can leave their post to take her present. The child and the
// companion carry it all the way, without peeking; she lights their way home.

export const birthdayParcel: Arc = {
  id: 'birthday-parcel',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Birthday Parcel`),
      en(() => `A Present for the Lamplighter`),
      en((s) => `${s.name}, ${s.pal} and the Edge of the Night`),
    ],
    de: [
      de((s) => `${s.name} und das Geburtstagspäckchen`),
      de(() => `Ein Geschenk für die Laternenfrau`),
      de((s) => `${s.name}, ${s.pal} und der Rand der Nacht`),
    ],
  },
  summary: {
    en: [
      en((s) => `${s.name} and ${s.pal} carry a birthday present right across ${s.where.name} to the old Lamplighter.`),
    ],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} tragen ein Geburtstagsgeschenk ${s.where.in} bis ganz an den Rand, zur alten Laternenfrau.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `A birthday parcel had gone all the way across ${s.where.name} the night before, carried by ${s.name} and ${s.pal} to the old Lamplighter, who had lit their way home.`,
      ),
      en(
        (s) =>
          `Someone at the very edge of the night had had a birthday last time, and ${s.name} and ${s.pal} had carried the present all the way there.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Ein Geburtstagspäckchen war in der Nacht zuvor ${s.where.in} bis zur alten Laternenfrau gereist, getragen von ${s.name} und ${s.pal}, und sie hatte ihnen den Heimweg beleuchtet.`,
      ),
      de(
        (s) =>
          `Jemand ganz am Rand der Nacht hatte beim letzten Mal Geburtstag gehabt, und ${s.name} und ${s.pal} hatten das Geschenk hingebracht.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide', 'siblings'], things: ['lantern'] },
      beats: [parcel, { moment: 'siblings-join' }, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'] },
      ages: ['big'],
      beats: [carrying, { moment: 'creature' }, { moment: 'memory' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [carrying, { moment: 'creature' }, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food'] },
      ages: ['big'],
      beats: [hardPart, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }, { moment: 'food' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', things: ['lantern'] },
      ages: ['big'],
      beats: [arrived, { moment: 'activity' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', things: ['lantern', 'star', 'prop'] },
      ages: ['big'],
      beats: [lightHome, { moment: 'friend' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['lantern', 'food'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        lightHome,
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
