import { de, en, type Arc } from '../types.ts';
import { aidAlong, aidArrival, aidEvening, aidGuideAsks, aidPride } from './aid-big-home.ts';
import { aidFind, aidGoodnight, aidHomeward, aidSearch } from './aid-big-search.ts';
import { careSiblings } from './siblings-along.ts';

// A disability or an aid the child uses, for a child of five and over: a little creature of the
// place is lost at nightfall, and the child finds it and brings it home, with the aid that is part
// of them in every scene, at the moment of triumph and beside the bed at night.

export const aidLittleOneHome: Arc = {
  id: 'aid-little-one-home',
  kind: 'care',
  themes: ['aid'],
  ages: ['big'],
  title: {
    en: [
      en((s) => `${s.name} Finds the Way Home`),
      en((s) => `${s.name} and the Little Lost One`),
      en((s) => `${s.name}, ${s.pal} and the Night Search`),
    ],
    de: [
      de((s) => `${s.name} findet den Weg nach Hause`),
      de((s) => `${s.name} und das kleine verlorene Tier`),
      de((s) => `${s.name}, ${s.pal} und die Suche in der Nacht`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `${s.name} and ${s.pal} find ${s.where.creature.a} that is lost ${s.where.in} and bring it safely home, ${s.name}'s own way.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} finden ${s.where.in} ein kleines Tier, das sich verlaufen hat, und bringen es sicher nach Hause, auf die Art von ${s.name}.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, ${s.name} had found ${s.where.creature.a} that was lost ${s.where.in} and brought it safely home.`,
      ),
      en(
        (s) =>
          `Last time, ${s.name} and ${s.pal} had gone ${s.where.into} and searched the night for a little lost one, and found it.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor hatte ${s.name} ${s.where.in} ein kleines Tier gefunden, das sich verlaufen hatte, und es sicher nach Hause gebracht.`,
      ),
      de(
        (s) =>
          `Beim letzten Mal hatten ${s.name} und ${s.pal} ${s.where.in} nach einem kleinen verlorenen Tier gesucht und es gefunden.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['homePet'], things: ['aid', 'toy'] },
      beats: [aidEvening, aidArrival],
    },
    {
      picture: { composition: 'journey', where: 'setting', things: ['aid'] },
      beats: [careSiblings, aidAlong, { moment: 'colour' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'], things: ['aid', 'food'] },
      beats: [aidGuideAsks, aidPride, { moment: 'food' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['creature'], things: ['aid', 'prop'] },
      beats: [aidSearch, { moment: 'creature' }, { moment: 'activity' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', things: ['aid'] },
      beats: [aidFind],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['aid', 'star'] },
      beats: [aidHomeward],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['aid', 'toy'] },
      beats: [aidGoodnight],
    },
  ],
};
