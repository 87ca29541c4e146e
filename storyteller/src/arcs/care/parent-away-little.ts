import { de, en, type Arc, type Passage } from '../types.ts';
import { awayDe, awayEn } from './away-words.ts';
import { careSiblingsLittle } from './siblings-along.ts';
import { cap } from './words.ts';

// A parent is away, told to children of two to four: short sentences in the present, and a
// refrain ("Not here tonight, but coming back") the child can say along. Where they are, that they
// are coming back, the same moon, a kiss blown to it, the grown-ups at home, and sleep.

const comingBackEn = (reason: string | null) => (reason === 'hospital' ? 'coming home' : 'coming back');
const comingBackDe = (reason: string | null) => (reason === 'hospital' ? 'kommt wieder nach Hause' : 'kommt wieder');

const evening: Passage = {
  en: [
    en(
      (s) =>
        `Bath time is over. ${s.name} has pyjamas on. But where is ${s.away.name}? ${s.away.name} ${awayEn(s.away, 'present')}.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `"Where is ${s.away.name}?" asks ${s.name}. ${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} ${s.name} a big hug. "${s.away.name} ${awayEn(s.away, 'present')}."`,
      { needs: ['away', 'grownups'] },
    ),
    en(
      (s) =>
        `${s.name} holds ${s.toy.the} and looks at the door. No ${s.away.name} tonight. ${s.away.name} ${awayEn(s.away, 'present')}.`,
      { needs: ['away', 'toy'] },
    ),
    en((s) => `The moon is up. ${s.name} is in bed. Someone ${s.name} loves is far away tonight.`, {
      unless: ['away'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Das Baden ist vorbei. ${s.name} hat den Schlafanzug an. Aber wo ist ${s.away.name}? ${s.away.name} ${awayDe(s.away, 'present')}.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `„Wo ist ${s.away.name}?“, fragt ${s.name}. ${cap(s.grownups.names)} ${s.grownups.plural ? 'nehmen' : 'nimmt'} ${s.ihn} fest in den Arm. „${s.away.name} ${awayDe(s.away, 'present')}.“`,
      { needs: ['away', 'grownups'] },
    ),
    de(
      (s) =>
        `${s.name} hält ${s.toy.der.acc} fest und schaut zur Tür. Heute kommt ${s.away.name} nicht herein. ${s.away.name} ${awayDe(s.away, 'present')}.`,
      { needs: ['away', 'toy'] },
    ),
    de((s) => `Der Mond ist da. ${s.name} liegt im Bett. Jemand, den ${s.name} lieb hat, ist heute weit weg.`, {
      unless: ['away'],
    }),
  ],
};

const refrain: Passage = {
  en: [
    en(
      (s) => `Not here tonight, but ${comingBackEn(s.away.reason)}. ${s.away.name} is ${comingBackEn(s.away.reason)}.`,
      {
        needs: ['away'],
      },
    ),
    en(
      (s) =>
        `${s.name} misses ${s.away.name}. That is all right. And ${s.away.name} is ${comingBackEn(s.away.reason)}. Not here tonight, but ${comingBackEn(s.away.reason)}.`,
      { needs: ['away'] },
    ),
    en((s) => `${s.name} misses them. Not here tonight, but coming back.`, { unless: ['away'] }),
  ],
  de: [
    de((s) => `Heute nicht da, aber ${s.away.name} ${comingBackDe(s.away.reason)}. Ganz bestimmt.`, {
      needs: ['away'],
    }),
    de(
      (s) =>
        `${s.name} vermisst ${s.away.name}. Das ist in Ordnung. Heute nicht da, aber ${s.away.name} ${comingBackDe(s.away.reason)}.`,
      { needs: ['away'] },
    ),
    de((s) => `${s.name} vermisst jemanden sehr. Heute nicht da, aber bald wieder da.`, { unless: ['away'] }),
  ],
};

const walk: Passage = {
  en: [
    en(
      (s) =>
        `${s.pal} wakes up and yawns. "Come with me," whispers ${s.pal}. Off they go, ${s.where.into}, slowly, slowly.`,
      {
        needs: ['toyPal'],
      },
    ),
    en(
      (s) =>
        `Tap, tap! It is ${s.pal} at the window. "Come with me," says ${s.pal}. Off they go, ${s.where.into}, slowly, slowly.`,
      {
        unless: ['toyPal'],
      },
    ),
    en(
      (s) =>
        `Here is ${s.pal}, soft and warm. "Shall we go for a walk?" Hand in ${s.paw}, they tiptoe ${s.where.into}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.pal} wacht auf und gähnt. „Komm mit“, flüstert ${s.pal}. Und los geht es, ${s.where.into}, langsam, langsam.`,
      {
        needs: ['toyPal'],
      },
    ),
    de(
      (s) =>
        `Tock, tock! ${s.pal} ist am Fenster. „Komm mit“, sagt ${s.pal}. Und los geht es, ${s.where.into}, langsam, langsam.`,
      {
        unless: ['toyPal'],
      },
    ),
    de(
      (s) =>
        `Da ist ${s.pal}, weich und warm. „Gehen wir ein Stück?“ Ganz leise schleichen die beiden ${s.where.into}.`,
    ),
  ],
};

const missing: Passage = {
  en: [
    en(
      (s) =>
        `There is ${s.where.guideName}, the ${s.where.guideKind}. "You look sad," says ${s.where.guideName}. "I miss ${s.away.name}," says ${s.name}. "Missing is all right," says ${s.where.guideName}. "Missing means you love ${s.away.him}."${s.away.reason === 'hospital' ? ` "I am worried, too." "Worried is all right, too."` : ''}`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.name} sits down. ${s.name} feels sad. ${s.pal} sits close, very close. "I miss ${s.away.name}," says ${s.name}. "I know," says ${s.pal}. "It is all right to be sad."${s.away.reason === 'hospital' ? ` "And worried?" "Worried too."` : ''}`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `"I miss ${s.away.name}," says ${s.name}. "I miss ${s.shared.ing} with ${s.away.him}." ${s.pal} sits close, very close. "Missing is all right," says ${s.pal}. "Missing means you love ${s.away.him}."${s.away.reason === 'hospital' ? ` "I am worried, too." "Worried is all right, too."` : ''}`,
      { needs: ['away', 'shared'] },
    ),
    en((s) => `"I miss someone," says ${s.name}. ${s.pal} sits close. "Missing is all right," says ${s.pal}.`, {
      unless: ['away'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Da ist ${s.where.guideName}. „Du siehst traurig aus“, sagt ${s.where.guideName}. „Ich vermisse ${s.away.name}“, sagt ${s.name}. „Vermissen ist in Ordnung“, sagt ${s.where.guideName}. „Vermissen heißt: Du hast ${s.away.er.acc} lieb.“${s.away.reason === 'hospital' ? ` „Ich hab auch Sorgen.“ „Sorgen sind auch in Ordnung.“` : ''}`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.name} setzt sich hin. ${s.name} ist traurig. ${s.pal} kuschelt sich ganz nah heran. „Ich vermisse ${s.away.name}“, sagt ${s.name}. „Ich weiß“, sagt ${s.pal}. „Traurig sein darf man.“${s.away.reason === 'hospital' ? ` „Und Sorgen haben?“ „Das auch.“` : ''}`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `„Ich vermisse ${s.away.name}“, sagt ${s.name}. „Und unser ${s.shared.bare}.“ ${s.pal} kuschelt sich ganz nah heran. „Vermissen ist in Ordnung“, sagt ${s.pal}. „Vermissen heißt: Du hast ${s.away.er.acc} lieb.“${s.away.reason === 'hospital' ? ` „Ich hab auch Sorgen.“ „Sorgen sind auch in Ordnung.“` : ''}`,
      { needs: ['away', 'shared'] },
    ),
    de(
      (s) =>
        `„Ich vermisse jemanden“, sagt ${s.name}. ${s.pal} kuschelt sich an. „Vermissen ist in Ordnung“, sagt ${s.pal}.`,
      {
        unless: ['away'],
      },
    ),
  ],
};

const moon: Passage = {
  en: [
    en((s) => `Look up! There is the moon. ${s.away.name} can see the moon, too. The very same moon!`, {
      needs: ['away'],
    }),
    en(
      (s) => `Up in the sky, the moon shines. It shines on ${s.name}. It shines on ${s.away.name}. One moon for both.`,
      {
        needs: ['away'],
      },
    ),
    en((s) => `Look up! There is the moon. It shines on everyone ${s.name} loves.`, { unless: ['away'] }),
  ],
  de: [
    de((s) => `Schau nach oben! Da ist der Mond. Den kann ${s.away.name} auch sehen. Genau denselben Mond!`, {
      needs: ['away'],
    }),
    de(
      (s) =>
        `Oben am Himmel leuchtet der Mond. Er leuchtet auf ${s.name}. Er leuchtet auf ${s.away.name}. Ein Mond für beide.`,
      {
        needs: ['away'],
      },
    ),
    de((s) => `Schau nach oben! Da ist der Mond. Er leuchtet auf alle, die ${s.name} lieb hat.`, { unless: ['away'] }),
  ],
};

const kiss: Passage = {
  en: [
    en((s) => `${s.name} blows a kiss to the moon. Mwah! "That is for ${s.away.name}."`, { needs: ['away'] }),
    en((s) => `Kiss your hand. Now blow! Up flies the kiss, up to the moon, all the way for ${s.away.name}.`, {
      needs: ['away'],
    }),
    en((s) => `${s.name} blows a kiss to the moon. Mwah! Up it flies.`, { unless: ['away'] }),
  ],
  de: [
    de((s) => `${s.name} wirft dem Mond einen Kuss zu. Mwah! „Der ist für ${s.away.name}.“`, { needs: ['away'] }),
    de((s) => `Hand küssen. Und pusten! Der Kuss fliegt hoch, bis zum Mond, für ${s.away.name}.`, { needs: ['away'] }),
    de((s) => `${s.name} wirft dem Mond einen Kuss zu. Mwah! Hoch fliegt er.`, { unless: ['away'] }),
  ],
};

/** Told twice in one scene; each stands on its own. */
const stayClose: Passage = {
  en: [
    en((s) => `Tomorrow ${s.name} will draw a picture for ${s.away.name}: the moon, and a big heart.`, {
      needs: ['away'],
    }),
    en((s) => `When ${s.away.name} calls, ${s.name} will say, "I blew you a kiss!"`, {
      needs: ['away'],
      unless: ['callDay'],
    }),
    en((s) => `${cap(s.callDay.every)}, ${s.away.name} calls. Then ${s.name} will say, "I blew you a kiss!"`, {
      needs: ['away', 'callDay'],
    }),
    en(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.one ? 'is' : 'are'} at home with ${s.name}. ${cap(s.grownups.names)} look${s.grownups.one ? 's' : ''} after ${s.name}, every day and every night.`,
      { needs: ['grownups'] },
    ),
    en((s) => `${s.pal} gives ${s.name} a cuddle. A big one. A cuddle for missing.`),
    en((s) => `Tomorrow ${s.name} will draw a picture: the moon, and a big heart.`, { unless: ['away'] }),
  ],
  de: [
    de((s) => `Morgen malt ${s.name} ein Bild für ${s.away.name}: den Mond und ein großes Herz.`, { needs: ['away'] }),
    de((s) => `Wenn ${s.away.name} anruft, sagt ${s.name}: „Ich hab dir einen Kuss geschickt!“`, {
      needs: ['away'],
      unless: ['callDay'],
    }),
    de(
      (s) => `${cap(s.callDay.every)} ruft ${s.away.name} an. Dann sagt ${s.name}: „Ich hab dir einen Kuss geschickt!“`,
      {
        needs: ['away', 'callDay'],
      },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'sind' : 'ist'} zu Hause bei ${s.name}. ${cap(s.grownups.names)} ${s.grownups.plural ? 'passen' : 'passt'} gut auf ${s.ihn} auf, jeden Tag und jede Nacht.`,
      { needs: ['grownups'] },
    ),
    de((s) => `${s.pal} drückt ${s.name} ganz fest. Ein Drücker fürs Vermissen.`),
    de((s) => `Morgen malt ${s.name} ein Bild: den Mond und ein großes Herz.`, { unless: ['away'] }),
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, in the cosy bed. ${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} ${s.name} a goodnight kiss. Not here tonight, but ${comingBackEn(s.away.reason)}. Goodnight, ${s.name}.`,
      { needs: ['away', 'grownups'] },
    ),
    en(
      (s) =>
        `Back in bed. ${s.pal} snuggles close. The moon says goodnight to ${s.name}, and to ${s.away.name}, too. Eyes closed. Sleep tight.`,
      { needs: ['away'] },
    ),
    en((s) => `${s.name} cuddles ${s.toy.the}. The moon keeps shining, here and there. Goodnight, ${s.name}.`, {
      needs: ['toy'],
    }),
    en((s) => `Back in bed. ${s.pal} snuggles close. The moon keeps shining. Goodnight, ${s.name}.`, {
      unless: ['away'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause, im kuscheligen Bett. ${cap(s.grownups.names)} ${s.grownups.plural ? 'geben' : 'gibt'} ${s.name} einen Gutenachtkuss. Heute nicht da, aber ${s.away.name} ${comingBackDe(s.away.reason)}. Schlaf gut, ${s.name}.`,
      { needs: ['away', 'grownups'] },
    ),
    de(
      (s) =>
        `Wieder im Bett. ${s.pal} kuschelt sich an. Der Mond sagt Gute Nacht zu ${s.name} und zu ${s.away.name}. Augen zu. Schlaf gut.`,
      { needs: ['away'] },
    ),
    de(
      (s) => `${s.name} kuschelt mit ${s.toy.der.dat}. Der Mond leuchtet weiter, hier und dort. Gute Nacht, ${s.name}.`,
      {
        needs: ['toy'],
      },
    ),
    de((s) => `Wieder im Bett. ${s.pal} kuschelt sich an. Der Mond leuchtet weiter. Gute Nacht, ${s.name}.`, {
      unless: ['away'],
    }),
  ],
};

export const parentAwayLittle: Arc = {
  id: 'parent-away-little',
  kind: 'care',
  themes: ['parent-away'],
  ages: ['little'],
  title: {
    en: [
      en((s) => `${s.name} and the Same Moon`),
      en((s) => `A Kiss for the Moon, ${s.name}`),
      en(() => `Not Here Tonight, but Coming Back`),
    ],
    de: [
      de((s) => `${s.name} und derselbe Mond`),
      de((s) => `Ein Kuss für den Mond, ${s.name}`),
      de(() => `Heute nicht da, aber bald wieder`),
    ],
  },
  summary: {
    en: [
      en((s) => `${s.away.name} is away for now. ${s.name} blows a kiss to the moon that shines on them both.`, {
        needs: ['away'],
      }),
      en((s) => `Someone ${s.name} loves is away for now. ${s.name} blows a kiss to the moon.`, { unless: ['away'] }),
    ],
    de: [
      de((s) => `${s.away.name} ist gerade nicht da. ${s.name} schickt dem Mond einen Kuss, der auf beide scheint.`, {
        needs: ['away'],
      }),
      de((s) => `Jemand, den ${s.name} lieb hat, ist gerade weit weg. ${s.name} schickt dem Mond einen Kuss.`, {
        unless: ['away'],
      }),
    ],
  },
  recap: {
    en: [
      en((s) => `Last time, ${s.name} had blown a kiss to the moon for ${s.away.name}.`, { needs: ['away'] }),
      en((s) => `Last time, ${s.name} had blown a kiss to the moon for someone far away.`),
    ],
    de: [
      de((s) => `Beim letzten Mal hatte ${s.name} dem Mond einen Kuss für ${s.away.name} zugeworfen.`, {
        needs: ['away'],
      }),
      de((s) => `Beim letzten Mal hatte ${s.name} dem Mond einen Kuss für jemanden zugeworfen, der weit weg war.`),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups'], things: ['toy'] },
      beats: [evening, refrain],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['guide'] },
      beats: [careSiblingsLittle, walk, missing, { moment: 'colour' }],
    },
    { picture: { composition: 'sky', where: 'setting', things: ['star'] }, beats: [moon, kiss] },
    { picture: { composition: 'close-up', where: 'setting' }, beats: [stayClose, stayClose] },
    { picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['toy'] }, beats: [goodnight] },
  ],
};
