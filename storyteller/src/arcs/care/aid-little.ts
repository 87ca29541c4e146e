import { de, en, type Arc } from '../types.ts';
import { aidLine } from './aid-kinds.ts';
import {
  atHomeLittleDe,
  atHomeLittleEn,
  bedsideLittleDe,
  bedsideLittleEn,
  findLittleDe,
  findLittleEn,
  homewardLittleDe,
  homewardLittleEn,
  wayLittleDe,
  wayLittleEn,
} from './aid-lines-little.ts';
import { careSiblingsLittle } from './siblings-along.ts';
import { cap } from './words.ts';

// A disability or an aid the child uses, for a child of two to four: a little one is lost, and the
// child finds it and brings it home, with the aid named in every scene where the child moves.

export const aidLittleHelper: Arc = {
  id: 'aid-little-helper',
  kind: 'care',
  themes: ['aid'],
  ages: ['little'],
  title: {
    en: [
      en((s) => `${s.name} Helps a Little One`),
      en((s) => `${s.name} Finds the Little One`),
      en(() => `Home Again, Little One!`),
    ],
    de: [
      de((s) => `${s.name} hilft dem Kleinen`),
      de((s) => `${s.name} findet das Kleine`),
      de(() => `Ab nach Hause, du Kleines!`),
    ],
  },
  summary: {
    en: [en((s) => `${s.name} and ${s.pal} find a little lost one and bring it home.`)],
    de: [de((s) => `${s.name} und ${s.pal} finden ein kleines verlorenes Tier und bringen es nach Hause.`)],
  },
  recap: {
    en: [en((s) => `Last time, ${s.name} had found a little lost one ${s.where.in} and brought it home.`)],
    de: [
      de((s) => `Beim letzten Mal hatte ${s.name} ${s.where.in} ein kleines Tier gefunden und nach Hause gebracht.`),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', things: ['aid', 'toy'] },
      beats: [
        {
          en: [
            en((s) => `Bath time is over. ${aidLine(atHomeLittleEn, s)}`, { needs: ['aid'] }),
            en((s) => `It is nearly bedtime. ${aidLine(atHomeLittleEn, s)} "Hello, night!"`, { needs: ['aid'] }),
            en((s) => `Bath time is over. ${s.name} looks out of the window. There is the moon!`, {
              unless: ['aid'],
            }),
          ],
          de: [
            de((s) => `Das Baden ist vorbei. ${aidLine(atHomeLittleDe, s)}`, { needs: ['aid'] }),
            de((s) => `Bald ist Schlafenszeit. ${aidLine(atHomeLittleDe, s)} „Hallo, Nacht!“`, { needs: ['aid'] }),
            de((s) => `Das Baden ist vorbei. ${s.name} schaut aus dem Fenster. Da ist der Mond!`, {
              unless: ['aid'],
            }),
          ],
        },
        {
          en: [
            en(
              (s) =>
                `Tap, tap! Who is that? It is ${s.pal}! "Come with me," says ${s.pal}. "Someone needs help." Off they go, ${s.where.into}.`,
              { unless: ['toyPal'] },
            ),
            en(
              (s) =>
                `${s.pal} wakes up and stretches. "Come on," says ${s.pal}. "Someone needs help!" Off they go, ${s.where.into}.`,
              { needs: ['toyPal'] },
            ),
            en(
              (s) =>
                `A little light dances on the wall. It is ${s.pal}! "Quick, come with me," says ${s.pal}. Off they go, ${s.where.into}.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Klopf, klopf! Wer ist da? Es ist ${s.pal}! „Komm mit“, sagt ${s.pal}. „Jemand braucht Hilfe.“ Und los geht es, ${s.where.into}.`,
              { unless: ['toyPal'] },
            ),
            de(
              (s) =>
                `${s.pal} wacht auf und streckt sich. „Komm“, sagt ${s.pal}. „Jemand braucht Hilfe!“ Und los geht es, ${s.where.into}.`,
              { needs: ['toyPal'] },
            ),
            de(
              (s) =>
                `Ein kleines Licht tanzt an der Wand. Es ist ${s.pal}! „Schnell, komm mit“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`,
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'journey', where: 'setting', things: ['aid'] },
      beats: [
        careSiblingsLittle,
        {
          en: [
            en((s) => aidLine(wayLittleEn, s, 0), { needs: ['aid'] }),
            en((s) => `Along the path! ${aidLine(wayLittleEn, s, 1)}`, { needs: ['aid'] }),
            en(() => `The path is smooth and soft. Off they go!`, { unless: ['aid'] }),
          ],
          de: [
            de((s) => aidLine(wayLittleDe, s, 0), { needs: ['aid'] }),
            de((s) => `Immer den Weg entlang! ${aidLine(wayLittleDe, s, 1)}`, { needs: ['aid'] }),
            de(() => `Der Weg ist glatt und weich. Los geht es!`, { unless: ['aid'] }),
          ],
        },
        { moment: 'colour' },
      ],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide', 'creature'], things: ['aid'] },
      beats: [
        {
          en: [
            en(
              (s) => `${s.where.guideName} looks sad. "${s.where.creature.A} is lost!" "We can help," says ${s.name}.`,
            ),
            en(
              (s) =>
                `"Oh dear," says ${s.where.guideName}. "Where is ${s.where.creature.the}? It is lost!" "We will find it," says ${s.name}.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `${s.where.guideName} ist traurig. „${s.where.creature.Ein.nom} hat sich verlaufen!“ „Wir helfen“, sagt ${s.name}.`,
            ),
            de(
              (s) =>
                `„Oje“, sagt ${s.where.guideName}. „Wo ist nur ${s.where.creature.der.nom}? Das Kleine ist weg!“ „Wir finden es“, sagt ${s.name}.`,
            ),
          ],
        },
        { moment: 'creature' },
        {
          en: [
            en((s) => `Where can it be? ${aidLine(findLittleEn, s)}`, { needs: ['aid'] }),
            en((s) => `${s.name} looks high. ${s.name} looks low. ${aidLine(findLittleEn, s)}`, { needs: ['aid'] }),
            en((s) => `${s.name} looks high. ${s.name} looks low. Under a leaf! There it is!`, { unless: ['aid'] }),
          ],
          de: [
            de((s) => `Wo kann es nur sein? ${aidLine(findLittleDe, s)}`, { needs: ['aid'] }),
            de((s) => `${s.name} schaut oben. ${s.name} schaut unten. ${aidLine(findLittleDe, s)}`, {
              needs: ['aid'],
            }),
            de((s) => `${s.name} schaut oben. ${s.name} schaut unten. Unter einem Blatt! Da ist es!`, {
              unless: ['aid'],
            }),
          ],
        },
      ],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['aid', 'star'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `${aidLine(homewardLittleEn, s)} "Thank you, ${s.name}!" says ${s.where.guideName}. ${s.name} feels proud.`,
              {
                needs: ['aid'],
              },
            ),
            en(
              (s) =>
                `${aidLine(homewardLittleEn, s)} The little one is home. It snuggles in. Night-night, little one. ${s.name} feels warm and happy.`,
              { needs: ['aid'] },
            ),
            en(
              (s) =>
                `${s.name} carries the little one home. "Thank you, ${s.name}!" says ${s.where.guideName}. ${s.name} feels proud.`,
              {
                unless: ['aid'],
              },
            ),
          ],
          de: [
            de(
              (s) =>
                `${aidLine(homewardLittleDe, s)} „Danke, ${s.name}!“, sagt ${s.where.guideName}. Da ist ${s.name} richtig stolz.`,
              {
                needs: ['aid'],
              },
            ),
            de(
              (s) =>
                `${aidLine(homewardLittleDe, s)} Jetzt ist das Kleine zu Hause. Es kuschelt sich ein. Gute Nacht, du Kleines. ${s.name} ist ganz warm und froh.`,
              { needs: ['aid'] },
            ),
            de(
              (s) =>
                `${s.name} trägt das Kleine nach Hause. „Danke, ${s.name}!“, sagt ${s.where.guideName}. Da ist ${s.name} richtig stolz.`,
              {
                unless: ['aid'],
              },
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['grownups'], things: ['aid'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `Home again. Into bed. ${aidLine(bedsideLittleEn, s)} ${s.pal} snuggles close. "${s.lullaby}." Goodnight, ${s.name}.`,
              { needs: ['aid'] },
            ),
            en(
              (s) =>
                `Home again, in the cosy bed. ${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} ${s.name} a goodnight kiss. ${aidLine(bedsideLittleEn, s)} Sleep tight, ${s.name}.`,
              { needs: ['aid', 'grownups'] },
            ),
            en(
              (s) =>
                `Home again, and into the cosy bed. ${aidLine(bedsideLittleEn, s)} "${s.lullaby}," sings ${s.pal}, very softly. Sleep tight, ${s.name}.`,
              { needs: ['aid'] },
            ),
            en((s) => `Home again. Into bed. ${s.pal} snuggles close. "${s.lullaby}." Goodnight, ${s.name}.`, {
              unless: ['aid'],
            }),
          ],
          de: [
            de(
              (s) =>
                `Wieder zu Hause. Ab ins Bett. ${aidLine(bedsideLittleDe, s)} ${s.pal} kuschelt sich an. „${s.lullaby}.“ Gute Nacht, ${s.name}.`,
              { needs: ['aid'] },
            ),
            de(
              (s) =>
                `Wieder zu Hause, im kuscheligen Bett. ${cap(s.grownups.names)} ${s.grownups.plural ? 'geben' : 'gibt'} ${s.name} einen Gutenachtkuss. ${aidLine(bedsideLittleDe, s)} Schlaf gut, ${s.name}.`,
              { needs: ['aid', 'grownups'] },
            ),
            de(
              (s) =>
                `Wieder zu Hause, ab ins kuschelige Bett. ${aidLine(bedsideLittleDe, s)} „${s.lullaby}“, singt ${s.pal} ganz leise. Schlaf gut, ${s.name}.`,
              { needs: ['aid'] },
            ),
            de(
              (s) => `Wieder zu Hause. Ab ins Bett. ${s.pal} kuschelt sich an. „${s.lullaby}.“ Gute Nacht, ${s.name}.`,
              {
                unless: ['aid'],
              },
            ),
          ],
        },
      ],
    },
  ],
};
