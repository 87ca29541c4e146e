import { de, en, type Arc } from '../types.ts';
import { guideAllowsStrange, palAsAlways, somethingNew, theWayWeKnow } from './big-change-big-home.ts';
import { bothPaths, firstStep, newPath, sameBed, sameStone, whatStaysTheSame } from './big-change-big-path.ts';
import { careSiblings } from './siblings-along.ts';

// A big change (a new school, a new carer, a new routine, starting something), for a child of five
// and over: what stays the same is named, the new is allowed to feel strange, a small brave step is
// taken holding on to someone, and a smooth stone goes along into tomorrow.

export const bigChangeNewPath: Arc = {
  id: 'big-change-new-path',
  kind: 'care',
  themes: ['big-change'],
  ages: ['big'],
  title: {
    en: [
      en((s) => `${s.name} and the New Path`),
      en((s) => `${s.name} and the Same-Stone`),
      en((s) => `Something New for ${s.name}`),
    ],
    de: [
      de((s) => `${s.name} und der neue Weg`),
      de((s) => `${s.name} und der Gleich-bleib-Stein`),
      de((s) => `Etwas Neues für ${s.name}`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `The night before something new begins, ${s.name} and ${s.pal} count what stays the same, and try a new path ${s.where.in}, one small step at a time.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht, bevor etwas Neues anfängt, zählen ${s.name} und ${s.pal} auf, was gleich bleibt, und probieren ${s.where.in} einen neuen Weg aus, ein kleines Stück nach dem anderen.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, ${s.name} had walked a brand-new path ${s.where.in} and had found that lots of things stay the same.`,
      ),
      en(
        (s) =>
          `Last time, ${s.name} and ${s.pal} had counted all the things that stay the same, and ${s.name} had taken a small, smooth stone home.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor war ${s.name} ${s.where.in} einen ganz neuen Weg gegangen und hatte gemerkt, dass vieles gleich bleibt.`,
      ),
      de(
        (s) =>
          `Beim letzten Mal hatten ${s.name} und ${s.pal} aufgezählt, was alles gleich bleibt, und ${s.name} hatte einen kleinen glatten Stein mit nach Hause genommen.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['homePet'], things: ['toy'] },
      beats: [somethingNew, palAsAlways],
    },
    {
      picture: { composition: 'journey', where: 'setting' },
      beats: [careSiblings, theWayWeKnow, { moment: 'colour' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'], things: ['prop'] },
      beats: [guideAllowsStrange, { moment: 'activity' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'], things: ['food'] },
      beats: [newPath, whatStaysTheSame, { moment: 'food' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'], things: ['lantern'] },
      beats: [sameStone, firstStep, { moment: 'creature' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      beats: [bothPaths],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['homePet'], things: ['toy'] },
      beats: [sameBed],
    },
  ],
};
