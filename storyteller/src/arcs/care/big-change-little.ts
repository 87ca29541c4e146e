import { de, en, type Arc } from '../types.ts';
import { careSiblingsLittle } from './siblings-along.ts';
import { cap } from './words.ts';

// A big change, for a child of two to four: short present-tense scenes. Tomorrow something is new;
// the way is the same, a new path is strange, one small step holding on, and the things that stay
// the same are counted: the moon, the bed, the companion, the song.

export const bigChangeSameMoon: Arc = {
  id: 'big-change-same-moon',
  kind: 'care',
  themes: ['big-change'],
  ages: ['little'],
  title: {
    en: [
      en((s) => `${s.name} and the Same Moon`),
      en((s) => `Something New, ${s.name}!`),
      en((s) => `${s.name}'s Little Stone`),
    ],
    de: [
      de((s) => `${s.name} und derselbe Mond`),
      de((s) => `Etwas Neues, ${s.name}!`),
      de((s) => `${s.name} und der kleine Stein`),
    ],
  },
  summary: {
    en: [en((s) => `Tomorrow something is new, and ${s.name} and ${s.pal} find out what stays the same.`)],
    de: [de((s) => `Morgen ist etwas neu, und ${s.name} und ${s.pal} finden heraus, was gleich bleibt.`)],
  },
  recap: {
    en: [en((s) => `Last time, ${s.name} had tried a new path ${s.where.in} and taken a little stone home.`)],
    de: [
      de(
        (s) =>
          `Beim letzten Mal war ${s.name} ${s.where.in} einen neuen Weg gegangen und hatte einen kleinen Stein mitgenommen.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups'], things: ['toy'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `Tomorrow something is new. ${s.name}'s tummy goes flutter, flutter. New is exciting. New is a bit strange, too.`,
            ),
            en(
              (s) =>
                `"Tomorrow is a big day," say${s.grownups.one ? 's' : ''} ${s.grownups.names}. Something new! ${s.name} feels happy. And a bit wobbly. Both!`,
              { needs: ['grownups'] },
            ),
            en(
              (s) =>
                `${s.name} is in bed, thinking. Tomorrow will be new! A little bit exciting. A little bit strange. Flutter, flutter, goes ${s.name}'s tummy.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Morgen ist etwas neu. Im Bauch von ${s.name} flattert es: flatter, flatter. Neu ist aufregend. Neu ist auch ein bisschen fremd.`,
            ),
            de(
              (s) =>
                `„Morgen ist ein großer Tag“, ${s.grownups.plural ? 'sagen' : 'sagt'} ${s.grownups.names}. Etwas Neues! ${s.name} freut sich. Und ist ein bisschen wackelig. Beides!`,
              { needs: ['grownups'] },
            ),
            de(
              (s) =>
                `${s.name} liegt im Bett und denkt nach. Morgen wird etwas neu! Ein bisschen aufregend. Ein bisschen fremd. Im Bauch flattert es.`,
            ),
          ],
        },
        {
          en: [
            en(
              (s) => `Tap, tap. It is ${s.pal}, just like always! "Come," says ${s.pal}. Off they go, ${s.where.into}.`,
              { unless: ['toyPal'] },
            ),
            en(
              (s) =>
                `${s.pal} wakes up, just like always. "Come with me," says ${s.pal}. Off they go, ${s.where.into}.`,
              { needs: ['toyPal'] },
            ),
            en(
              (s) =>
                `Here is ${s.pal}, the same ${s.pal} as every night. "Let's go," says ${s.pal}. Off they go, ${s.where.into}.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Klopf, klopf. Da ist ${s.pal}, wie immer! „Komm“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`,
              { unless: ['toyPal'] },
            ),
            de((s) => `${s.pal} wacht auf, wie immer. „Komm mit“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`, {
              needs: ['toyPal'],
            }),
            de(
              (s) =>
                `Da ist ${s.pal}, genau wie jede Nacht. „Wir gehen los“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`,
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'journey', where: 'setting' },
      beats: [
        careSiblingsLittle,
        {
          en: [
            en((s) => `Here is the path they know. The same path. The same moon. ${s.name} knows this way.`),
            en((s) => `"I know this bit!" says ${s.name}. Yes! Same path, same moon, same ${s.pal}.`),
          ],
          de: [
            de((s) => `Hier ist der Weg, den sie kennen. Derselbe Weg. Derselbe Mond. Den Weg kennt ${s.name}.`),
            de((s) => `„Das kenn ich!“, sagt ${s.name}. Ja! Derselbe Weg, derselbe Mond, ${s.pal} wie immer.`),
          ],
        },
        { moment: 'colour' },
      ],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide', 'creature'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `Oh! Here is a new path. ${s.name} has never seen it. It looks strange. ${s.name} holds on to ${s.pal}. One small step. Then one more.`,
            ),
            en(
              (s) =>
                `"Look," says ${s.where.guideName}. "A new path!" ${s.name} is not sure. New is strange. ${s.name} holds on tight to ${s.pal}. Step, step. It is all right.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Oh! Hier ist ein neuer Weg. Den hat ${s.name} noch nie gesehen. Er sieht fremd aus. ${s.name} hält sich an ${s.pal} fest. Ein kleiner Schritt. Dann noch einer.`,
            ),
            de(
              (s) =>
                `„Schau“, sagt ${s.where.guideName}. „Ein neuer Weg!“ ${s.name} ist nicht sicher. Neu ist fremd. ${s.name} hält sich ganz fest an ${s.pal}. Schritt, Schritt. Es geht.`,
            ),
          ],
        },
        { moment: 'creature' },
      ],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star', 'food'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `"What stays the same?" asks ${s.pal}. "The moon!" says ${s.name}. "My bed! You!" Yes. Lots stays the same. ${s.where.guideName} gives ${s.name} a little smooth stone. "Hold it tomorrow."`,
            ),
            en(
              (s) =>
                `The new path goes up a little hill. From up here, ${s.name} sees the old path and the new path. Both! ${s.where.guideName} gives ${s.name} a little smooth stone to keep.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `„Was bleibt gleich?“, fragt ${s.pal}. „Der Mond!“, sagt ${s.name}. „Mein Bett! Du!“ Ja. Vieles bleibt gleich. ${s.where.guideName} gibt ${s.name} einen kleinen glatten Stein. „Halt ihn morgen fest.“`,
            ),
            de(
              (s) =>
                `Der neue Weg führt auf einen kleinen Hügel. Von hier oben sieht ${s.name} den alten Weg und den neuen Weg. Beide! ${s.where.guideName} gibt ${s.name} einen kleinen glatten Stein zum Behalten.`,
            ),
          ],
        },
        { moment: 'food' },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['grownups'], things: ['toy'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `Home again, in the same cosy bed. The little stone is under the pillow. "${s.lullaby}," sings ${s.pal}, the same song as always. Goodnight, ${s.name}.`,
            ),
            en(
              (s) =>
                `Home again. ${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} ${s.name} a goodnight kiss, just like always. Same bed. Same moon. The little stone is under the pillow. Sleep tight, ${s.name}.`,
              { needs: ['grownups'] },
            ),
            en(
              (s) =>
                `Home again. ${s.pal} snuggles close, just like every night. The moon looks in, just like every night. The little stone is under the pillow. Goodnight, ${s.name}.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Wieder zu Hause, im selben kuscheligen Bett. Der kleine Stein liegt unterm Kopfkissen. „${s.lullaby}“, singt ${s.pal}, dasselbe Lied wie immer. Gute Nacht, ${s.name}.`,
            ),
            de(
              (s) =>
                `Wieder zu Hause. ${cap(s.grownups.names)} ${s.grownups.plural ? 'geben' : 'gibt'} ${s.name} einen Gutenachtkuss, wie immer. Dasselbe Bett. Derselbe Mond. Der kleine Stein liegt unterm Kopfkissen. Schlaf gut, ${s.name}.`,
              { needs: ['grownups'] },
            ),
            de(
              (s) =>
                `Wieder zu Hause. ${s.pal} kuschelt sich an, wie jede Nacht. Der Mond schaut herein, wie jede Nacht. Der kleine Stein liegt unterm Kopfkissen. Gute Nacht, ${s.name}.`,
            ),
          ],
        },
      ],
    },
  ],
};
