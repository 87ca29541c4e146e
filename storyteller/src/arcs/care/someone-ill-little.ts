import { de, en, type Arc, type Passage } from '../types.ts';
import { illLittleDe, illLittleEn } from './ill-words.ts';
import { careSiblingsLittle } from './siblings-along.ts';
import { closeThings, whatHelps } from './someone-ill-little-helps.ts';
import { cap } from './words.ts';

// Someone in the family is ill, told to children of two to four: short sentences in the present,
// and a refrain ("Ill, but still Mia. Mia still loves Theo."). Worry is allowed, and for an ill
// sibling being cross too; for dementia, Grandma forgets because her brain is ill, and she still
// loves the child; a song, a hand to hold, a picture; and sleep.

const sibling = (role: string) => role === 'sibling';

const evening: Passage = {
  en: [
    en((s) => `The house is quiet tonight. ${s.ill.name} ${illLittleEn(s.ill)}. Shh, shh.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    en((s) => `${s.name} is in pyjamas. But nobody has time for a story. ${s.ill.name} ${illLittleEn(s.ill)}.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    en(
      (s) =>
        `${s.ill.name}'s brain is poorly. So ${s.ill.name} forgets things. Today ${s.ill.name} forgot ${s.name}'s name.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    en(
      (s) =>
        `${s.name} went to see ${s.ill.name} today. ${s.ill.name} smiled. But ${s.ill.name} forgets things now, because ${s.ill.hisOwn} brain is poorly.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    en((s) => `The house is quiet tonight, ${s.name}. Somebody in the family is ill. Shh, shh.`, { unless: ['ill'] }),
  ],
  de: [
    de((s) => `Heute Abend ist es still im Haus. ${s.ill.name} ${illLittleDe(s.ill)}. Pst, pst.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    de(
      (s) =>
        `${s.name} hat den Schlafanzug an. Aber keiner hat Zeit für eine Geschichte. ${s.ill.name} ${illLittleDe(s.ill)}.`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.ill.genitive} Kopf ist krank. Darum vergisst ${s.ill.name} Sachen. Heute hat ${s.ill.name} sogar vergessen, wie ${s.name} heißt.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    de(
      (s) =>
        `Heute war ${s.name} bei ${s.ill.name}. ${s.ill.name} hat gelächelt. Aber ${s.ill.name} vergisst jetzt manchmal Sachen, weil ${s.ill.seinOwn('')} Kopf krank ist.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    de((s) => `Heute Abend ist es still im Haus, ${s.name}. Jemand aus der Familie ist krank. Pst, pst.`, {
      unless: ['ill'],
    }),
  ],
};

const refrain: Passage = {
  en: [
    en((s) => `Ill, but still ${s.ill.name}. And ${s.ill.name} still loves ${s.name}.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    en((s) => `Poorly, but still ${s.ill.name}. Still the same ${s.ill.name}, who loves ${s.name} very much.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    en((s) => `${s.ill.name} forgets. But ${s.ill.name} still loves ${s.name}. Always the same love.`, {
      needs: ['ill', 'dementia'],
    }),
    en((s) => `Forgetting is the illness. The love stays. ${s.ill.name} still loves ${s.name}.`, {
      needs: ['ill', 'dementia'],
    }),
    en(() => `Ill, but still the same. Still loving you.`, { unless: ['ill'] }),
  ],
  de: [
    de((s) => `Krank, aber immer noch ${s.ill.name}. Und ${s.ill.name} hat ${s.name} immer noch lieb.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    de((s) => `Krank, aber ${s.ill.name} bleibt ${s.ill.name}. Und ${s.ill.er.nom} hat ${s.name} ganz doll lieb.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    de((s) => `${s.ill.name} vergisst. Aber ${s.ill.name} hat ${s.name} immer noch lieb. Ganz genauso.`, {
      needs: ['ill', 'dementia'],
    }),
    de((s) => `Das Vergessen kommt von der Krankheit. Die Liebe bleibt. ${s.ill.name} hat ${s.name} lieb.`, {
      needs: ['ill', 'dementia'],
    }),
    de(() => `Krank, aber immer noch derselbe Mensch. Und dieser Mensch hat dich immer noch lieb.`, {
      unless: ['ill'],
    }),
  ],
};

export const walk: Passage = {
  en: [
    en((s) => `${s.pal} wakes up. "Come," whispers ${s.pal}. Softly, softly, they go ${s.where.into}.`, {
      needs: ['toyPal'],
    }),
    en((s) => `Tap, tap! ${s.pal} is at the window. "Come," says ${s.pal}. Softly, softly, they go ${s.where.into}.`, {
      unless: ['toyPal'],
    }),
    en((s) => `Here comes ${s.pal}, soft and warm. Hand in ${s.paw}, they tiptoe ${s.where.into}.`),
  ],
  de: [
    de((s) => `${s.pal} wacht auf. „Komm“, flüstert ${s.pal}. Leise, leise geht es ${s.where.into}.`, {
      needs: ['toyPal'],
    }),
    de((s) => `Tock, tock! ${s.pal} ist am Fenster. „Komm“, sagt ${s.pal}. Leise, leise geht es ${s.where.into}.`, {
      unless: ['toyPal'],
    }),
    de((s) => `Da kommt ${s.pal}, weich und warm. Ganz dicht beieinander schleichen die beiden ${s.where.into}.`),
  ],
};

const feeling: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} sits down. "I'm worried about ${s.ill.name}," says ${s.name}.${sibling(s.ill.role) ? ` "And I'm cross. Everybody looks after ${s.ill.name}."` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.name} feels worried. Worried, like a knot in the tummy.${sibling(s.ill.role) ? ` And a bit cross, because everybody is busy with ${s.ill.name}.` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.name} sits down. "I'm worried about ${s.ill.name}," says ${s.name}. "And I miss ${s.shared.ing} with ${s.ill.him}."`,
      { needs: ['ill', 'shared'], unless: ['dementia'] },
    ),
    en((s) => `${s.name} sits down. "${s.ill.name} forgot my name," says ${s.name}. ${s.name} feels sad.`, {
      needs: ['ill', 'dementia'],
    }),
    en((s) => `${s.name} feels sad. Sad, because ${s.ill.name} forgets. ${s.pal} sits very close.`, {
      needs: ['ill', 'dementia'],
    }),
    en((s) => `${s.name} sits down. "I'm worried," says ${s.name}.`, { unless: ['ill'] }),
  ],
  de: [
    de(
      (s) =>
        `${s.name} setzt sich hin. „Ich mache mir Sorgen um ${s.ill.name}“, sagt ${s.name}.${sibling(s.ill.role) ? ` „Und ich bin wütend. Alle kümmern sich nur um ${s.ill.name}.“` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.name} hat Sorgen. Sorgen wie ein Knoten im Bauch.${sibling(s.ill.role) ? ` Und ein bisschen wütend ist ${s.name} auch, weil alle mit ${s.ill.name} beschäftigt sind.` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.name} setzt sich hin. „Ich mache mir Sorgen um ${s.ill.name}“, sagt ${s.name}. „Und mir fehlt unser ${s.shared.bare}.“`,
      { needs: ['ill', 'shared'], unless: ['dementia'] },
    ),
    de(
      (s) => `${s.name} setzt sich hin. „${s.ill.name} hat meinen Namen vergessen“, sagt ${s.name}. Das macht traurig.`,
      {
        needs: ['ill', 'dementia'],
      },
    ),
    de((s) => `${s.name} ist traurig. Traurig, weil ${s.ill.name} vergisst. ${s.pal} kuschelt sich ganz nah heran.`, {
      needs: ['ill', 'dementia'],
    }),
    de((s) => `${s.name} setzt sich hin. „Ich mache mir Sorgen“, sagt ${s.name}.`, { unless: ['ill'] }),
  ],
};

const answer: Passage = {
  en: [
    en(
      (s) =>
        `There is ${s.where.guideName}, the ${s.where.guideKind}. "Worried is all right${sibling(s.ill.role) ? ', and cross is all right, too' : ''}," says ${s.where.guideName}. "And it is not your fault. Not one bit."`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.pal} gives ${s.name} a hug. "Worried is all right.${sibling(s.ill.role) ? ' Cross is all right.' : ''} Nothing you did made ${s.ill.name} ill."`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `There is ${s.where.guideName}, the ${s.where.guideKind}. "${s.ill.name}'s brain is poorly," says ${s.where.guideName}. "That is why ${s.ill.name} forgets. Not because of you. ${s.ill.name} still loves you."`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `${s.pal} gives ${s.name} a hug. "Sad is all right. ${s.ill.name} forgets names because of the illness. But ${s.ill.name} can still feel your love."`,
      { needs: ['ill', 'dementia'] },
    ),
    en((s) => `${s.pal} gives ${s.name} a hug. "Worried is all right. It is not your fault."`, { unless: ['ill'] }),
  ],
  de: [
    de(
      (s) =>
        `Da ist ${s.where.guideName}. „Sorgen sind in Ordnung${sibling(s.ill.role) ? ', und wütend sein auch' : ''}“, sagt ${s.where.guideName}. „Und du bist nicht schuld. Kein bisschen.“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.pal} drückt ${s.name} ganz fest. „Sorgen sind in Ordnung.${sibling(s.ill.role) ? ' Wütend sein auch.' : ''} Du hast nichts gemacht, wovon ${s.ill.name} krank geworden ist.“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `Da ist ${s.where.guideName}. „${s.ill.genitive} Kopf ist krank“, sagt ${s.where.guideName}. „Darum vergisst ${s.ill.name} Sachen. Nicht wegen dir. ${s.ill.name} hat dich immer noch lieb.“`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `${s.pal} drückt ${s.name} ganz fest. „Traurig sein ist in Ordnung. ${s.ill.name} vergisst Namen wegen der Krankheit. Aber ${s.ill.name} spürt, dass du ${s.ill.er.acc} lieb hast.“`,
      { needs: ['ill', 'dementia'] },
    ),
    de((s) => `${s.pal} drückt ${s.name} ganz fest. „Sorgen sind in Ordnung. Du bist nicht schuld.“`, {
      unless: ['ill'],
    }),
  ],
};

/** What the child can do: for dementia, what stays (a hand, a song, old photos). */
const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, in the cosy bed. ${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} ${s.name} a goodnight kiss. Everyone is looked after. Goodnight, ${s.name}.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) => `Back in bed. ${s.pal} snuggles close. ${s.ill.name} is looked after, and so is ${s.name}. Sleep tight.`,
      {
        needs: ['ill'],
      },
    ),
    en((s) => `${s.name} cuddles ${s.toy.the}. Eyes closed. Shh, shh. Goodnight, ${s.name}.`, { needs: ['toy'] }),
    en((s) => `Back in bed. ${s.pal} snuggles close. Eyes closed. Goodnight, ${s.name}.`),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause, im kuscheligen Bett. ${cap(s.grownups.names)} ${s.grownups.plural ? 'geben' : 'gibt'} ${s.name} einen Gutenachtkuss. Auf alle wird aufgepasst. Gute Nacht, ${s.name}.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `Wieder im Bett. ${s.pal} kuschelt sich an. Auf ${s.ill.name} wird aufgepasst, und auf ${s.name} auch. Schlaf gut.`,
      {
        needs: ['ill'],
      },
    ),
    de((s) => `${s.name} kuschelt mit ${s.toy.der.dat}. Augen zu. Pst, pst. Gute Nacht, ${s.name}.`, {
      needs: ['toy'],
    }),
    de((s) => `Wieder im Bett. ${s.pal} kuschelt sich an. Augen zu. Gute Nacht, ${s.name}.`),
  ],
};

export const someoneIllLittle: Arc = {
  id: 'someone-ill-little',
  kind: 'care',
  themes: ['someone-ill'],
  // A stay in hospital the parent told of is told whole by its own arc (someone-ill-hospital-*).
  unless: ['stay'],
  ages: ['little'],
  title: {
    en: [
      en((s) => `${s.ill.name} Is Still ${s.ill.name}`, { needs: ['ill'] }),
      en((s) => `A Big Cuddle for ${s.name}`),
      en((s) => `${s.name} and ${s.pal} Tiptoe Out`),
      en((s) => `Shh, Shh, ${s.name}`),
    ],
    de: [
      de((s) => `${s.ill.name} bleibt ${s.ill.name}`, { needs: ['ill'] }),
      de((s) => `Eine große Umarmung für ${s.name}`),
      de((s) => `${s.name} und ${s.pal} auf leisen Sohlen`),
      de((s) => `Pst, pst, ${s.name}`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `${s.ill.name} is ill. ${s.name} is worried, and that is all right. ${s.ill.name} still loves ${s.name}.`,
        {
          needs: ['ill'],
        },
      ),
      en((s) => `Someone in the family is ill. ${s.name} is worried, and that is all right.`, { unless: ['ill'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.ill.name} ist krank. ${s.name} hat Sorgen, und das ist in Ordnung. ${s.ill.name} hat ${s.name} lieb.`,
        {
          needs: ['ill'],
        },
      ),
      de((s) => `Jemand aus der Familie ist krank. ${s.name} hat Sorgen, und das ist in Ordnung.`, { unless: ['ill'] }),
    ],
  },
  recap: {
    en: [
      en(
        (s) => `Last time, ${s.name} had been worried about ${s.ill.name}, and ${s.pal} had given ${s.him} a big hug.`,
        {
          needs: ['ill'],
        },
      ),
      en((s) => `Last time, ${s.pal} had given ${s.name} a big hug on a quiet night.`),
    ],
    de: [
      de(
        (s) =>
          `Beim letzten Mal hatte ${s.name} sich Sorgen um ${s.ill.name} gemacht, und ${s.pal} hatte ${s.ihn} fest gedrückt.`,
        {
          needs: ['ill'],
        },
      ),
      de((s) => `Beim letzten Mal hatte ${s.pal} ${s.name} in einer stillen Nacht ganz fest gedrückt.`),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups'], things: ['toy'] },
      beats: [evening, refrain],
    },
    {
      picture: { composition: 'journey', where: 'setting' },
      beats: [careSiblingsLittle, walk, feeling, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [answer] },
    { picture: { composition: 'wide', where: 'setting', things: ['toy'] }, beats: [closeThings, whatHelps] },
    { picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['toy'] }, beats: [goodnight] },
  ],
};
