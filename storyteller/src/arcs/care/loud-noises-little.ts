import { de, en, type Arc } from '../types.ts';
import { careSiblingsLittle } from './siblings-along.ts';
import { cap } from './words.ts';

// Loud noises, for a child of two to four: short present-tense scenes with nothing sudden in them.
// A quiet companion, a quiet place, soft ear defenders, counting, and a song as soft as the child
// chooses. The fear is taken seriously and never laughed at.

export const loudNoisesSoftSong: Arc = {
  id: 'loud-noises-soft-song',
  kind: 'care',
  themes: ['loud-noises'],
  ages: ['little'],
  title: {
    en: [
      en((s) => `${s.name} and the Soft, Soft Song`),
      en((s) => `Shh, ${s.name}: A Quiet Night`),
      en((s) => `${s.name}'s Quiet Place`),
    ],
    de: [
      de((s) => `${s.name} und das ganz leise Lied`),
      de((s) => `Pst, ${s.name}: eine leise Nacht`),
      de((s) => `${s.name} und der stille Ort`),
    ],
  },
  summary: {
    en: [en((s) => `After a loud day, ${s.name} and ${s.pal} find a quiet place and a soft, soft song.`)],
    de: [de((s) => `Nach einem lauten Tag finden ${s.name} und ${s.pal} einen stillen Ort und ein ganz leises Lied.`)],
  },
  recap: {
    en: [en((s) => `Last time, ${s.name} had found a quiet place ${s.where.in} and heard a soft, soft song.`)],
    de: [
      de(
        (s) => `Beim letzten Mal hatte ${s.name} ${s.where.in} einen stillen Ort gefunden und ein leises Lied gehört.`,
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
                `Today a noise was too loud. Too loud for ${s.name}! It was scary. Hands on ears. Now it is quiet. Shh, shh.`,
            ),
            en(
              (s) =>
                `Today was a loud day, a scary day. ${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} ${s.name} a big, soft hug. Now it is quiet. Just the clock: tick, tock.`,
              { needs: ['grownups'] },
            ),
            en(
              (s) =>
                `${s.name}'s ears hear everything. Big sounds. Small sounds. Today a big sound was too big, and ${s.name} felt all shaky. Now it is quiet again.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Heute war ein Geräusch zu laut. Viel zu laut für ${s.name}! Da hat ${s.name} Angst bekommen. Hände auf die Ohren. Jetzt ist es still. Pst, pst.`,
            ),
            de(
              (s) =>
                `Heute war ein lauter Tag, ein Tag zum Erschrecken. ${cap(s.grownups.names)} ${s.grownups.plural ? 'nehmen' : 'nimmt'} ${s.name} ganz fest und weich in den Arm. Jetzt ist es still. Nur die Uhr macht: tick, tack.`,
              { needs: ['grownups'] },
            ),
            de(
              (s) =>
                `Die Ohren von ${s.name} hören alles. Große Geräusche. Kleine Geräusche. Heute war ein Geräusch zu groß, und ${s.name} ist ganz zittrig geworden. Jetzt ist es wieder still.`,
            ),
          ],
        },
        {
          en: [
            en(
              (s) =>
                `Here is ${s.pal}, very quiet. Tiptoe, tiptoe. "Come," whispers ${s.pal}. "I know a quiet place." Off they go, ${s.where.into}.`,
              { unless: ['toyPal'] },
            ),
            en(
              (s) =>
                `${s.pal} wakes up. Shh! "Let's go somewhere quiet," whispers ${s.pal}. Off they go, ${s.where.into}.`,
              { needs: ['toyPal'] },
            ),
            en(
              (s) =>
                `A little light floats in, soft as a feather. It is ${s.pal}! "No loud things tonight," whispers ${s.pal}. Off they go, ${s.where.into}.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Da ist ${s.pal}, ganz leise. Auf Zehenspitzen. „Komm“, flüstert ${s.pal}. „Ich kenne einen stillen Ort.“ Und los geht es, ${s.where.into}.`,
              { unless: ['toyPal'] },
            ),
            de(
              (s) =>
                `${s.pal} wacht auf. Pst! „Wir gehen an einen stillen Ort“, flüstert ${s.pal}. Und los geht es, ${s.where.into}.`,
              { needs: ['toyPal'] },
            ),
            de(
              (s) =>
                `Ein kleines Licht schwebt herein, leicht wie eine Feder. Es ist ${s.pal}! „Heute gibt es nichts Lautes“, flüstert ${s.pal}. Und los geht es, ${s.where.into}.`,
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      beats: [
        careSiblingsLittle,
        {
          en: [
            en(
              () => `Soft, soft, goes the path. A leaf goes swish. A cricket goes tick. Small sounds. Friendly sounds.`,
            ),
            en(
              (s) =>
                `It is so quiet here. ${s.name} holds ${s.pal}'s ${s.paw}. "Too loud?" asks ${s.pal}. "No," says ${s.name}. "Just right."`,
            ),
          ],
          de: [
            de(
              () =>
                `Leise, leise ist der Weg. Ein Blatt macht wisch. Eine Grille macht zirp. Kleine Geräusche. Freundliche Geräusche.`,
            ),
            de(
              (s) =>
                `Hier ist es so still. ${s.name} hält sich an ${s.pal} fest. „Zu laut?“, fragt ${s.pal}. „Nein“, sagt ${s.name}. „Genau richtig.“`,
            ),
          ],
        },
        { moment: 'creature' },
        { moment: 'colour' },
      ],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'], things: ['food'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `${s.where.guideName} is here, in a quiet, cosy nook. "Loud noises can feel so big," says ${s.where.guideName}. "Here are soft ear defenders for you." ${s.name} puts them on. Everything is soft and cosy.`,
            ),
            en(
              (s) =>
                `"When it is too loud," whispers ${s.where.guideName}, "put your hands on your ears, like this. Count: one, two, three. And hold a hand." ${s.name} tries it. Hands on ears. One, two, three. "And these are for you," says ${s.where.guideName}: soft ear defenders, just ${s.name}'s size.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `${s.where.guideName} sitzt in einem stillen, gemütlichen Winkel. „Lautes kann sich so groß anfühlen“, sagt ${s.where.guideName}. „Hier ist ein weicher Gehörschutz für dich.“ ${s.name} setzt ihn auf. Alles ist weich und gemütlich.`,
            ),
            de(
              (s) =>
                `„Wenn es zu laut ist“, flüstert ${s.where.guideName}, „dann halt dir die Ohren zu, so. Zähl: eins, zwei, drei. Und halt dich an jemandem fest.“ ${s.name} probiert es. Hände auf die Ohren. Eins, zwei, drei. „Und der ist für dich“, sagt ${s.where.guideName}: ein weicher Gehörschutz, genau in der Größe von ${s.name}.`,
            ),
          ],
        },
        { moment: 'food' },
      ],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide', 'creature'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `The little animals sing, very softly. Hmm, hmm, hmm. "You choose," says ${s.where.guideName}. ${s.name} lifts a hand: a little louder. ${s.name} puts it down: soft again. ${s.name} decides.`,
            ),
            en(
              (s) =>
                `"Shall we sing?" ask the little animals. "Softly," says ${s.name}. So they sing softly, softly, just for ${s.name}. La, la, la. So quiet. So lovely.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Die kleinen Tiere singen, ganz leise. Hmm, hmm, hmm. „Du bestimmst“, sagt ${s.where.guideName}. ${s.name} hebt die Hand: ein bisschen lauter. ${s.name} senkt die Hand: wieder leise. ${s.name} bestimmt.`,
            ),
            de(
              (s) =>
                `„Sollen wir singen?“, fragen die kleinen Tiere. „Leise“, sagt ${s.name}. Und sie singen leise, ganz leise, nur für ${s.name}. La, la, la. So still. So schön.`,
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['grownups'], things: ['toy'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `Home again, in the quiet bed. Tick, tock, goes the clock. Small sounds. Home sounds. "${s.lullaby}," whispers ${s.pal}. Goodnight, ${s.name}.`,
            ),
            en(
              (s) =>
                `Home again. ${cap(s.grownups.names)} whisper${s.grownups.one ? 's' : ''}, "Goodnight." The ear defenders wait by the bed. Shh. Sleep tight, ${s.name}.`,
              { needs: ['grownups'] },
            ),
            en(
              (s) =>
                `Home again. ${s.pal} tucks ${s.name} in, very gently. The house is quiet now, and the ear defenders wait by the bed. "${s.lullaby}." Goodnight, ${s.name}.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Wieder zu Hause, im stillen Bett. Tick, tack, macht die Uhr. Kleine Geräusche. Zuhause-Geräusche. „${s.lullaby}“, flüstert ${s.pal}. Gute Nacht, ${s.name}.`,
            ),
            de(
              (s) =>
                `Wieder zu Hause. ${cap(s.grownups.names)} ${s.grownups.plural ? 'flüstern' : 'flüstert'}: „Gute Nacht.“ Der Gehörschutz wartet neben dem Bett. Pst. Schlaf gut, ${s.name}.`,
              { needs: ['grownups'] },
            ),
            de(
              (s) =>
                `Wieder zu Hause. ${s.pal} deckt ${s.name} ganz sanft zu. Im Haus ist es jetzt still, und der Gehörschutz wartet neben dem Bett. „${s.lullaby}.“ Gute Nacht, ${s.name}.`,
            ),
          ],
        },
      ],
    },
  ],
};
