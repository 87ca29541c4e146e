import { de, en, type Arc } from '../types.ts';
import { childsTurn, circleTurns, goodnightWords, speechGoodnight, whyTheyHop, wordGame } from './speech-big-circle.ts';
import { bumpyDay, circleInvitation, circleWorry, palWhoWaits, secretFind, toldOnTheWay } from './speech-big-home.ts';
import { careSiblings } from './siblings-along.ts';

// A stammer or another speech difference, for a child of five and over: the listening circle,
// where everyone takes turns and the child's words are worth waiting for. Acceptance, not a cure.

export const speechListeningCircle: Arc = {
  id: 'speech-listening-circle',
  kind: 'care',
  themes: ['speech'],
  ages: ['big'],
  title: {
    en: [
      en((s) => `${s.name} and the Words Worth Waiting For`),
      en((s) => `${s.name}'s Turn to Tell`),
      en((s) => `${s.name} and the Listening Circle`),
    ],
    de: [
      de((s) => `${s.name} und der Erzählkreis`),
      de((s) => `Jetzt ist ${s.name} dran`),
      de((s) => `${s.name} und die Wörter, auf die man gern wartet`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `${s.name} and ${s.pal} join the listening circle ${s.where.in}, where everyone takes turns and waits, and ${s.name}'s words are worth waiting for.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} sitzen ${s.where.in} im Erzählkreis, wo jeder drankommt und alle aufeinander warten, und auf die Wörter von ${s.name} lohnt es sich zu warten.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, ${s.name} had told the whole listening circle ${s.where.in} about ${s.his} find, in ${s.his} own words and ${s.his} own time, and everyone had waited to hear it.`,
      ),
      en(
        (s) =>
          `Last time, ${s.name} and ${s.pal} had sat in the listening circle ${s.where.in}, and ${s.name} had said goodnight for everyone.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor hatte ${s.name} dem ganzen Erzählkreis ${s.where.in} von einem Fund erzählt, mit den eigenen Wörtern und in der eigenen Zeit, und alle hatten darauf gewartet.`,
      ),
      de(
        (s) =>
          `Beim letzten Mal hatten ${s.name} und ${s.pal} ${s.where.in} im Erzählkreis gesessen, und ${s.name} hatte für alle Gute Nacht gesagt.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['homePet'], things: ['toy'] },
      beats: [bumpyDay, palWhoWaits],
    },
    {
      picture: { composition: 'journey', where: 'setting' },
      beats: [careSiblings, toldOnTheWay, { moment: 'colour' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'] },
      beats: [circleInvitation, circleWorry],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'], things: ['food', 'prop'] },
      beats: [secretFind, { moment: 'creature' }, { moment: 'activity' }, { moment: 'food' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'], things: ['lantern'] },
      beats: [circleTurns, childsTurn],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      beats: [whyTheyHop, wordGame, goodnightWords],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['homePet'], things: ['toy'] },
      beats: [speechGoodnight],
    },
  ],
};
