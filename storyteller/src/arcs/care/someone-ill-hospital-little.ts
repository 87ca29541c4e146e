import { de, en, type Arc, type Passage } from '../types.ts';
import { stayLittleDe, stayLittleEn } from './hospital-words.ts';
import { careSiblingsLittle } from './siblings-along.ts';
import { walk } from './someone-ill-little.ts';
import { closeLittle, countdownLittle, goodnightLittle } from './someone-ill-hospital-little-close.ts';
import { cap } from './words.ts';

// A stay in hospital the parent told of, for children of two to four: short sentences in the
// present. Where the one going in (or in hospital now) is, that the doctors and nurses help, that
// they come home again (after five sleeps, or when the doctors say yes), and who looks after the
// child, by name. Worry is allowed; a paper chain, a picture, a wave on the phone; and sleep.

const evening: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} sits on ${s.ill.name}'s lap. ${s.ill.name} ${stayLittleEn(s.stay)}${s.stay.operation ? ', for an operation' : ''}. "The doctors and nurses will help me," says ${s.ill.name}.`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    en(
      (s) =>
        `${cap(s.stay.when)}, ${s.ill.name} goes to hospital. ${s.stay.operation ? `The doctors will do an operation, to help ${s.ill.him}.` : `The doctors and nurses will help ${s.ill.him}.`}`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    en(
      (s) =>
        `The house is quiet tonight. ${s.ill.name} is in hospital${s.stay.operation ? ', for an operation' : ''}. The doctors and nurses look after ${s.ill.him}.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `${s.name} is in pyjamas. ${s.ill.name} is not here tonight. ${s.ill.name} is in hospital${s.stay.operation ? ', for an operation' : ''}. The nurses look after ${s.ill.him}.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} sitzt bei ${s.ill.name} auf dem Schoß. ${s.ill.name} ${stayLittleDe(s.stay)}${s.stay.operation ? ', für eine Operation' : ''}. „Die Ärzte und Pflegerinnen helfen mir“, sagt ${s.ill.name}.`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    de(
      (s) =>
        `${cap(s.stay.when)} kommt ${s.ill.name} ins Krankenhaus. ${s.stay.operation ? `Die Ärzte machen eine Operation. Die hilft ${s.ill.er.dat}.` : `Die Ärzte und Pflegerinnen helfen ${s.ill.er.dat}.`}`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    de(
      (s) =>
        `Heute Abend ist es still im Haus. ${s.ill.name} ist im Krankenhaus${s.stay.operation ? ', wegen einer Operation' : ''}. Dort kümmern sich Ärzte und Pflegerinnen um ${s.ill.er.acc}.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `${s.name} hat den Schlafanzug an. ${s.ill.name} ist heute nicht da. ${s.ill.name} ist im Krankenhaus${s.stay.operation ? ', wegen einer Operation' : ''}. Die Pflegerinnen passen auf ${s.ill.er.acc} auf.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
  ],
};

/** That they come home again: after so many sleeps, or when the doctors say yes. */
const comingHome: Passage = {
  en: [
    en((s) => `${cap(s.stayDays.sleeps)} in hospital. Then ${s.ill.name} comes home again.`, {
      needs: ['ill', 'stay', 'stayDays'],
    }),
    en((s) => `And then? Then ${s.ill.name} comes home. After ${s.stayDays.sleeps}.`, {
      needs: ['ill', 'stay', 'stayDays'],
    }),
    en((s) => `When the doctors say yes, ${s.ill.name} comes home again.`, {
      needs: ['ill', 'stay'],
      unless: ['stayDays'],
    }),
    en((s) => `And then? Then ${s.ill.name} comes home again. The doctors will say when.`, {
      needs: ['ill', 'stay'],
      unless: ['stayDays'],
    }),
  ],
  de: [
    de((s) => `${cap(s.stayDays.sleeps)} im Krankenhaus. Dann kommt ${s.ill.name} wieder nach Hause.`, {
      needs: ['ill', 'stay', 'stayDays'],
    }),
    de((s) => `Und dann? Dann kommt ${s.ill.name} wieder nach Hause. ${cap(s.stayDays.after)}.`, {
      needs: ['ill', 'stay', 'stayDays'],
    }),
    de((s) => `Wenn die Ärzte Ja sagen, kommt ${s.ill.name} wieder nach Hause.`, {
      needs: ['ill', 'stay'],
      unless: ['stayDays'],
    }),
    de((s) => `Und dann? Dann kommt ${s.ill.name} wieder nach Hause. Wann, das sagen die Ärzte.`, {
      needs: ['ill', 'stay'],
      unless: ['stayDays'],
    }),
  ],
};

const lookedAfter: Passage = {
  en: [
    en(
      (s) =>
        `${cap(s.carer.names)} ${s.carer.one ? 'looks' : 'look'} after ${s.name}. Every day, until ${s.ill.name} is home.`,
      { needs: ['ill', 'carer'] },
    ),
    en((s) => `Who looks after ${s.name}? ${cap(s.carer.names)}! Every day, until ${s.ill.name} is home.`, {
      needs: ['ill', 'carer'],
    }),
    en((s) => `${cap(s.grownups.names)} ${s.grownups.one ? 'looks' : 'look'} after ${s.name}. Every single day.`, {
      needs: ['ill', 'grownups'],
      unless: ['carer'],
    }),
    en((s) => `Who looks after ${s.name}? ${cap(s.grownups.names)}! Every single day.`, {
      needs: ['ill', 'grownups'],
      unless: ['carer'],
    }),
    en((s) => `${s.name} is looked after. Every day, until ${s.ill.name} is home.`, {
      needs: ['ill'],
      unless: ['carer', 'grownups'],
    }),
    en((s) => `Somebody looks after ${s.name}. Every single day.`, { needs: ['ill'], unless: ['carer', 'grownups'] }),
  ],
  de: [
    de(
      (s) =>
        `${cap(s.carer.names)} ${s.carer.plural ? 'passen' : 'passt'} auf ${s.name} auf. Jeden Tag, bis ${s.ill.name} wieder da ist.`,
      { needs: ['ill', 'carer'] },
    ),
    de((s) => `Wer passt auf ${s.name} auf? ${cap(s.carer.names)}! Jeden Tag, bis ${s.ill.name} wieder da ist.`, {
      needs: ['ill', 'carer'],
    }),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'passen' : 'passt'} auf ${s.name} auf. Jeden einzelnen Tag.`,
      { needs: ['ill', 'grownups'], unless: ['carer'] },
    ),
    de((s) => `Wer passt auf ${s.name} auf? ${cap(s.grownups.names)}! Jeden einzelnen Tag.`, {
      needs: ['ill', 'grownups'],
      unless: ['carer'],
    }),
    de((s) => `Auf ${s.name} wird gut aufgepasst. Jeden Tag, bis ${s.ill.name} wieder da ist.`, {
      needs: ['ill'],
      unless: ['carer', 'grownups'],
    }),
    de((s) => `Jemand passt auf ${s.name} auf. Jeden einzelnen Tag.`, {
      needs: ['ill'],
      unless: ['carer', 'grownups'],
    }),
  ],
};

const feeling: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} sits down. "I ${s.stay.when ? 'will miss' : 'miss'} ${s.ill.name}," says ${s.name}. "I'm worried."`,
      {
        needs: ['ill', 'stay'],
      },
    ),
    en((s) => `${s.name} feels worried. Worried, like a knot in the tummy. ${s.pal} sits very close.`, {
      needs: ['ill', 'stay'],
    }),
    en((s) => `"I don't want ${s.ill.name} to go," says ${s.name}. ${s.name} feels a bit wobbly.`, {
      needs: ['ill', 'stay', 'staySoon'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.name} setzt sich hin. „${s.stay.when ? `Mir wird ${s.ill.name} fehlen` : `Mir fehlt ${s.ill.name}`}“, sagt ${s.name}. „Ich hab Sorgen.“`,
      {
        needs: ['ill', 'stay'],
      },
    ),
    de((s) => `${s.name} hat Sorgen. Sorgen wie ein Knoten im Bauch. ${s.pal} kuschelt sich ganz nah heran.`, {
      needs: ['ill', 'stay'],
    }),
    de((s) => `„Ich will nicht, dass ${s.ill.name} weggeht“, sagt ${s.name}. ${s.name} ist ganz wackelig.`, {
      needs: ['ill', 'stay', 'staySoon'],
    }),
  ],
};

const answer: Passage = {
  en: [
    en(
      (s) =>
        `There is ${s.where.guideName}, the ${s.where.guideKind}. "Worried is all right," says ${s.where.guideName}. "The doctors and nurses help ${s.ill.name}."`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `${s.pal} gives ${s.name} a big hug. "Worried is all right. The nurses are kind. And ${s.ill.name} comes home again."`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `"A hospital is for helping," says ${s.where.guideName}. "Worried is all right. And then ${s.ill.name} comes home."`,
      { needs: ['ill', 'stay'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Da ist ${s.where.guideName}. „Sorgen sind in Ordnung“, sagt ${s.where.guideName}. „Die Ärzte und Pflegerinnen helfen ${s.ill.name}.“`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `${s.pal} drückt ${s.name} ganz fest. „Sorgen sind in Ordnung. Die Pflegerinnen sind lieb. Und ${s.ill.name} kommt wieder nach Hause.“`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `„Im Krankenhaus wird geholfen“, sagt ${s.where.guideName}. „Sorgen sind in Ordnung. Und dann kommt ${s.ill.name} nach Hause.“`,
      { needs: ['ill', 'stay'] },
    ),
  ],
};

export const someoneIllHospitalLittle: Arc = {
  id: 'someone-ill-hospital-little',
  kind: 'care',
  themes: ['someone-ill'],
  ages: ['little'],
  needs: ['ill', 'stay'],
  title: {
    en: [
      en((s) => `${s.ill.name} Comes Home Again`, { needs: ['ill', 'stay'] }),
      en((s) => `${s.name} Counts the Sleeps`, { needs: ['stayDays'] }),
      en((s) => `Sleep Tight, ${s.name}`),
      en((s) => `Until ${s.ill.name} Comes Home`, { needs: ['ill', 'stay'] }),
    ],
    de: [
      de((s) => `${s.ill.name} kommt wieder`, { needs: ['ill', 'stay'] }),
      de((s) => `${s.name} zählt die Nächte`, { needs: ['stayDays'] }),
      de((s) => `Schlaf gut, ${s.name}`),
      de((s) => `Bis ${s.ill.name} wiederkommt`, { needs: ['ill', 'stay'] }),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `${s.ill.name} ${stayLittleEn(s.stay)}. ${s.name} is worried, and that is all right. The doctors and nurses help, and ${s.ill.name} comes home again.`,
        { needs: ['ill', 'stay'] },
      ),
    ],
    de: [
      de(
        (s) =>
          `${s.ill.name} ${stayLittleDe(s.stay)}. ${s.name} hat Sorgen, und das ist in Ordnung. Die Ärzte und Pflegerinnen helfen, und ${s.ill.name} kommt wieder nach Hause.`,
        { needs: ['ill', 'stay'] },
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `Last time, ${s.name} had been worried about ${s.ill.name} and the hospital, and ${s.pal} had given ${s.him} a big hug.`,
        { needs: ['ill', 'stay'] },
      ),
      en((s) => `Last time, ${s.pal} had given ${s.name} a big hug on a quiet night.`),
    ],
    de: [
      de(
        (s) =>
          `Beim letzten Mal hatte ${s.name} sich Sorgen um ${s.ill.name} und das Krankenhaus gemacht, und ${s.pal} hatte ${s.ihn} fest gedrückt.`,
        { needs: ['ill', 'stay'] },
      ),
      de((s) => `Beim letzten Mal hatte ${s.pal} ${s.name} in einer stillen Nacht ganz fest gedrückt.`),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['carer'], things: ['toy'] },
      beats: [evening, comingHome, lookedAfter],
    },
    {
      picture: { composition: 'journey', where: 'setting' },
      beats: [careSiblingsLittle, walk, feeling, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [answer] },
    { picture: { composition: 'wide', where: 'setting', things: ['toy'] }, beats: [countdownLittle, closeLittle] },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['carer'], things: ['toy'] },
      beats: [goodnightLittle],
    },
  ],
};
