import { de, en, type Arc } from '../types.ts';
import { weatherWarning, weatherHere } from './wild-weather-storm.ts';
import { shelter, weatherGone, safeHome } from './wild-weather-shelter.ts';

// Weather comes to the place (its own: rain in the forest, snow in the village, a current under the
// sea, a shower of meteors in space) while the littlest ones are still out. The child gathers them,
// finds shelter, keeps them calm with stories until the weather goes, and sees them all home.

export const wildWeather: Arc = {
  id: 'wild-weather',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Wild Weather`),
      en(() => `Safe and Snug`),
      en((s) => `${s.name} Keeps Everyone Safe`),
    ],
    de: [
      de((s) => `${s.name} und das wilde Wetter`),
      de(() => `Sicher und geborgen`),
      de((s) => `${s.name} passt auf alle auf`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `When wild weather comes ${s.where.in}, ${s.name} and ${s.pal} keep the littlest ones safe until it passes.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Als ${s.where.in} wildes Wetter aufzieht, passen ${s.name} und ${s.pal} auf die Kleinsten auf, bis es vorbei ist.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, wild weather had come ${s.where.in}, and ${s.name} and ${s.pal} had kept the littlest ones safe and snug until it had passed.`,
      ),
      en(
        (s) =>
          `Wild weather had blown in last time, and a whole crowd of little ones had sheltered with ${s.name} and ${s.pal} until it passed.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor war ${s.where.in} wildes Wetter aufgezogen, und ${s.name} und ${s.pal} hatten die Kleinsten in Sicherheit gebracht, bis es vorüber war.`,
      ),
      de(
        (s) =>
          `Wildes Wetter war beim letzten Mal aufgezogen, und eine ganze Schar Kleiner hatte bei ${s.name} und ${s.pal} Schutz gefunden.`,
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
      beats: [{ moment: 'siblings-join' }, weatherWarning, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'] },
      ages: ['big'],
      beats: [weatherHere, { moment: 'creature' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [weatherHere, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }, { moment: 'creature' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['siblings'], things: ['food', 'lantern'] },
      ages: ['big'],
      beats: [
        shelter,
        { moment: 'theme-challenge' },
        { moment: 'theme-mastery' },
        { moment: 'food' },
        { moment: 'memory' },
      ],
    },
    {
      picture: { composition: 'sky', where: 'setting', things: ['star', 'prop'] },
      ages: ['big'],
      beats: [weatherGone, { moment: 'activity' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'] },
      ages: ['big'],
      beats: [safeHome, { moment: 'friend' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food', 'prop'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        safeHome,
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
