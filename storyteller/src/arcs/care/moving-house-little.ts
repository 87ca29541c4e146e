import { de, en, type Arc, type Passage } from '../types.ts';
import { careSiblingsLittle } from './siblings-along.ts';
import { cap } from './words.ts';

// Moving house, told after the move to children of two to four: short sentences in the present and a
// refrain ("New house, same Theo."). The new room, its sounds explained, missing the old home allowed,
// what came along (the cuddly toy, the family, the bedtime song), a friend far away still a friend.

const newRoom: Passage = {
  en: [
    en((s) => `New house. New room. New bed. Boxes, boxes, boxes! ${s.name} looks and looks.`),
    en((s) => `${s.name} is in the new room. The window is new. The bed is in a new corner. Everything is new.`),
  ],
  de: [
    de((s) => `Neues Haus. Neues Zimmer. Neues Bett. Kartons, Kartons, Kartons! ${s.name} schaut und schaut.`),
    de((s) => `${s.name} ist im neuen Zimmer. Das Fenster ist neu. Das Bett steht in einer neuen Ecke. Alles ist neu.`),
  ],
};

const sounds: Passage = {
  en: [
    en(
      (s) =>
        `Creak! Glug! Tick! What is that? "Just the house," says ${s.pal}. "The pipes go glug. The floor goes creak. Hello, house!"`,
    ),
    en(
      (s) =>
        `Tap, tap on the window. Glug, glug in the wall. ${s.name} holds ${s.pal} tight. "New houses make new sounds," says ${s.pal}. "That's all."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Knarr! Gluck! Tick! Was ist das? „Nur das Haus“, sagt ${s.pal}. „Die Rohre machen gluck. Der Boden macht knarr. Hallo, Haus!“`,
    ),
    de(
      (s) =>
        `Tock, tock am Fenster. Gluck, gluck in der Wand. ${s.name} hält ${s.pal} ganz fest. „Neue Häuser machen neue Geräusche“, sagt ${s.pal}. „Das ist alles.“`,
    ),
  ],
};

const refrain: Passage = {
  en: [en((s) => `New house, same ${s.name}.`), en((s) => `New room. Same ${s.name}. Same ${s.pal}.`)],
  de: [
    de((s) => `Neues Haus, und immer noch ${s.name}.`),
    de((s) => `Neues Zimmer. Immer noch ${s.name}. Immer noch ${s.pal}.`),
  ],
};

const missing: Passage = {
  en: [
    en(
      (s) =>
        `Off they go, ${s.where.into}. There is ${s.where.guideName}, the ${s.where.guideKind}. "I miss my old room," says ${s.name}. "Missing is all right," says ${s.where.guideName}.`,
    ),
    en(
      (s) =>
        `Hand in ${s.paw}, they tiptoe ${s.where.into}. "I miss the old house," says ${s.name}. ${s.pal} gives ${s.name} a hug. "Of course you do. Missing is all right."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Und los geht es, ${s.where.into}. Da ist ${s.where.guideName}. „Ich vermisse mein altes Zimmer“, sagt ${s.name}. „Vermissen ist in Ordnung“, sagt ${s.where.guideName}.`,
    ),
    de(
      (s) =>
        `Ganz leise schleichen die beiden ${s.where.into}. „Ich vermisse das alte Haus“, sagt ${s.name}. ${s.pal} drückt ${s.name} ganz fest. „Klar vermisst du es. Vermissen ist in Ordnung.“`,
    ),
  ],
};

/** Told twice in one scene; each stands on its own. */
const whatCame: Passage = {
  en: [
    en((s) => `What came along? ${s.toy.The} came along! In a box, all the way.`, { needs: ['toy'] }),
    en((s) => `What came along? ${cap(s.grownups.names)} came along. Everybody came along.`, { needs: ['grownups'] }),
    en(() => `What came along? The bedtime song came along. Bath, pyjamas, story, song. Just the same.`),
    en((s) => `What came along? ${s.pal} came along! "Of course," says ${s.pal}.`),
  ],
  de: [
    de((s) => `Was ist mitgekommen? ${s.toy.Der.nom} ist mitgekommen! Im Karton, den ganzen Weg.`, { needs: ['toy'] }),
    de(
      (s) =>
        `Was ist mitgekommen? ${cap(s.grownups.names)} ${s.grownups.plural ? 'sind' : 'ist'} mitgekommen. Alle sind mitgekommen.`,
      { needs: ['grownups'] },
    ),
    de(
      () =>
        `Was ist mitgekommen? Das Gutenachtlied ist mitgekommen. Baden, Schlafanzug, Geschichte, Lied. Genau wie immer.`,
    ),
    de((s) => `Was ist mitgekommen? ${s.pal} ist mitgekommen! „Na klar“, sagt ${s.pal}.`),
  ],
};

const friend: Passage = {
  en: [
    en((s) => `${s.friend.name} lives far away now. But ${s.friend.name} is still ${s.name}'s friend. Near or far.`, {
      needs: ['friend'],
    }),
    en(
      (s) =>
        `${s.name} will draw a picture for ${s.friend.name}: the new house, with a big heart. Friends stay friends.`,
      {
        needs: ['friend'],
      },
    ),
    en(() => `Friends far away are still friends. Near or far.`, { unless: ['friend'] }),
    en((s) => `Tomorrow ${s.name} will draw the new house. A picture to send to a friend. Friends stay friends.`, {
      unless: ['friend'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.friend.name} wohnt jetzt weit weg. Aber ${s.name} und ${s.friend.name} sind immer noch Freunde. Nah oder fern.`,
      {
        needs: ['friend'],
      },
    ),
    de(
      (s) =>
        `${s.name} malt ${s.friend.name} ein Bild: das neue Haus, mit einem großen Herzen. Freunde bleiben Freunde.`,
      {
        needs: ['friend'],
      },
    ),
    de(() => `Freunde in der Ferne sind immer noch Freunde. Nah oder fern.`, { unless: ['friend'] }),
    de((s) => `Morgen malt ${s.name} das neue Haus. Ein Bild für einen Freund. Freunde bleiben Freunde.`, {
      unless: ['friend'],
    }),
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back in the new bed. ${cap(s.grownups.names)} sing${s.grownups.one ? 's' : ''} the same bedtime song. Creak, says the house. "Goodnight, house," says ${s.name}. Goodnight, ${s.name}.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) => `${s.name} cuddles ${s.toy.the}. Glug, goes a pipe. "Just the house." Eyes closed. Goodnight, ${s.name}.`,
      {
        needs: ['toy'],
      },
    ),
    en((s) => `Back in bed. ${s.pal} snuggles close. New house, same ${s.name}. Sleep tight.`),
  ],
  de: [
    de(
      (s) =>
        `Wieder im neuen Bett. ${cap(s.grownups.names)} ${s.grownups.plural ? 'singen' : 'singt'} dasselbe Gutenachtlied. Knarr, sagt das Haus. „Gute Nacht, Haus“, sagt ${s.name}. Gute Nacht, ${s.name}.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `${s.name} kuschelt mit ${s.toy.der.dat}. Gluck, macht ein Rohr. „Nur das Haus.“ Augen zu. Gute Nacht, ${s.name}.`,
      {
        needs: ['toy'],
      },
    ),
    de((s) => `Wieder im Bett. ${s.pal} kuschelt sich an. Neues Haus, und immer noch ${s.name}. Schlaf gut.`),
  ],
};

export const movingHouseLittle: Arc = {
  id: 'moving-house-little',
  kind: 'care',
  themes: ['moving-house'],
  ages: ['little'],
  title: {
    en: [
      en((s) => `New House, Same ${s.name}`),
      en((s) => `Hello, House! Goodnight, ${s.name}`),
      en((s) => `${s.name} and the Glug-Glug House`),
    ],
    de: [
      de((s) => `Neues Haus, immer noch ${s.name}`),
      de((s) => `Hallo, Haus! Gute Nacht, ${s.name}`),
      de((s) => `${s.name} und das Gluck-Gluck-Haus`),
    ],
  },
  summary: {
    en: [en((s) => `${s.name} has a new house, a new room and new sounds. Everything that matters came along.`)],
    de: [
      de((s) => `${s.name} hat ein neues Haus, ein neues Zimmer und neue Geräusche. Alles Wichtige ist mitgekommen.`),
    ],
  },
  recap: {
    en: [
      en((s) => `Last time, ${s.name} had said hello to the new house and its funny sounds.`),
      en((s) => `Last time, ${s.name} had found out what came along to the new house.`),
    ],
    de: [
      de((s) => `Beim letzten Mal hatte ${s.name} das neue Haus und seine lustigen Geräusche begrüßt.`),
      de((s) => `Beim letzten Mal hatte ${s.name} herausgefunden, was alles mit ins neue Haus gekommen war.`),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', things: ['boxes', 'toy'] },
      beats: [newRoom, sounds, refrain],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['guide'] },
      beats: [careSiblingsLittle, missing, { moment: 'colour' }],
    },
    { picture: { composition: 'wide', where: 'setting', things: ['toy'] }, beats: [whatCame, whatCame] },
    { picture: { composition: 'sky', where: 'setting', things: ['star'] }, beats: [friend] },
    {
      picture: {
        composition: 'interior',
        where: 'bedroom',
        asleep: true,
        cast: ['grownups'],
        things: ['toy', 'boxes'],
      },
      beats: [goodnight],
    },
  ],
};
