import { de, en, type Arc, type Passage } from '../types.ts';
import { deathPersonRecap, deathPersonSummary, deathPersonTitle } from './death-person-big.ts';
import {
  deathPersonActivity,
  deathPersonFood,
  deathPersonProud,
  deathPersonTogether,
} from './death-person-favourites.ts';
import { lookedAfterLittle } from './death-person-parent.ts';
import { careArrivalLittle, careGuideLittle } from './shared.ts';
import { deathPersonLittleGoodnight as goodnight } from './death-person-little-goodnight.ts';
import { cap, demAcc } from './words.ts';
import { careSiblingsLittle } from './siblings-along.ts';

// Someone the child loved has died, for a child of two to four: short, true sentences in the present
// tense. A little child may not yet know that dying is for always, so the story says gently that
// the one who died cannot come back, and never promises a return. The refrain: "Sad is OK. Love stays."

const opening: Passage = {
  en: [
    en(
      (s) =>
        `It is evening. The house is very quiet. ${s.lost.name} died, not long ago. ${s.name} misses ${s.lost.him} very much.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} looks at ${s.keepsake.of}. ${s.keepsake.plural ? 'They are' : 'It is'} on the shelf now. ${s.lost.name} died, not long ago. ${s.name} feels sad, so sad.`,
      { needs: ['lost', 'keepsake'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.one ? 'holds' : 'hold'} ${s.name} close. ${s.lost.name} died, not long ago. Everybody is sad today.`,
      { needs: ['lost', 'grownups'] },
    ),
    en((s) => `It is evening. The house is very quiet. Someone ${s.name} loves has died. ${s.name} feels very sad.`, {
      unless: ['lost'],
    }),
    en(
      (s) =>
        `${s.name} is in bed. ${s.lost.name} died, not long ago. ${s.name} feels sad, and a bit cross, and very small.`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Es ist Abend. Im Haus ist es ganz still. ${s.lost.name} ist gestorben, vor kurzem erst. ${s.name} vermisst ${s.lost.er.acc} so sehr.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} schaut ${s.keepsake.of.acc} an. ${cap(s.keepsake.er.nom)} ${s.keepsake.plural ? 'liegen' : 'liegt'} jetzt im Regal. ${s.lost.name} ist gestorben, vor kurzem erst. ${s.name} ist traurig, so traurig.`,
      { needs: ['lost', 'keepsake'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'halten' : 'hält'} ${s.name} ganz fest. ${s.lost.name} ist gestorben, vor kurzem erst. Heute sind alle traurig.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `Es ist Abend. Im Haus ist es ganz still. Jemand, den ${s.name} lieb hat, ist gestorben. ${s.name} ist sehr traurig.`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} liegt im Bett. ${s.lost.name} ist gestorben, vor kurzem erst. ${s.name} ist traurig und ein bisschen wütend und ganz klein.`,
      { needs: ['lost'] },
    ),
  ],
};

const telling: Passage = {
  en: [
    en((s) => `"I miss ${s.lost.name}," says ${s.name}. ${s.where.guideName} listens. ${s.pal} listens too.`, {
      needs: ['lost'],
    }),
    en(
      (s) =>
        `"I am sad about ${s.lost.name}," says ${s.name}, very quietly. ${s.where.guideName} listens. ${s.pal} holds ${s.name}'s hand.`,
      { needs: ['lost'] },
    ),
    en((s) => `"I miss someone," says ${s.name}. ${s.where.guideName} listens. ${s.pal} listens too.`, {
      unless: ['lost'],
    }),
  ],
  de: [
    de((s) => `„Ich vermisse ${s.lost.name}“, sagt ${s.name}. ${s.where.guideName} hört zu. ${s.pal} hört auch zu.`, {
      needs: ['lost'],
    }),
    de(
      (s) =>
        `„Ich bin so traurig wegen ${s.lost.name}“, sagt ${s.name} ganz leise. ${s.where.guideName} hört zu. ${s.pal} hält ${s.name} die Hand.`,
      { needs: ['lost'] },
    ),
    de((s) => `„Ich vermisse jemanden“, sagt ${s.name}. ${s.where.guideName} hört zu. ${s.pal} hört auch zu.`, {
      unless: ['lost'],
    }),
  ],
};

const feelings: Passage = {
  en: [
    en(
      (s) =>
        `"Is it OK to be sad?" asks ${s.name}. "Yes," says ${s.where.guideName}. "It is OK to be sad. It is OK to cry. Sad is OK. Love stays."`,
    ),
    en(
      (s) =>
        `${s.name} cries a little. ${s.pal} cuddles close. "Crying is OK," says ${s.pal}. "Cross is OK too. Sad is OK. Love stays."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Darf ich traurig sein?“, fragt ${s.name}. „Ja“, sagt ${s.where.guideName}. „Du darfst traurig sein. Du darfst weinen. Traurig sein ist okay. Die Liebe bleibt.“`,
    ),
    de(
      (s) =>
        `${s.name} weint ein bisschen. ${s.pal} kuschelt sich ganz nah heran. „Weinen ist okay“, sagt ${s.pal}. „Wütend sein auch. Traurig sein ist okay. Die Liebe bleibt.“`,
    ),
  ],
};

const notComingBack: Passage = {
  en: [
    en(
      (s) =>
        `"When is ${s.lost.name} coming back?" asks ${s.name}. ${s.where.guideName} says gently, "${s.lost.name} can't come back. ${cap(s.lost.hisOwn)} body stopped working, for always. But you can think of ${s.lost.him}. Any time."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Can ${s.lost.name} come home?" asks ${s.name}. "No," says ${s.pal} softly. "${s.lost.name} can't come back. But you can remember ${s.lost.him}, any time you like."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Will they come back?" asks ${s.name}. "No," says ${s.where.guideName} gently. "They can't come back. But you can remember them, any time you like."`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Wann kommt ${s.lost.name} wieder?“, fragt ${s.name}. ${s.where.guideName} sagt ganz sanft: „${s.lost.name} kann nicht wiederkommen. ${cap(s.lost.seinOwn(''))} Körper hat aufgehört zu arbeiten, für immer. Aber du kannst an ${s.lost.er.acc} denken. Immer.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Kann ${s.lost.name} wieder nach Hause kommen?“, fragt ${s.name}. „Nein“, sagt ${s.pal} leise. „${s.lost.name} kann nicht wiederkommen. Aber du kannst an ${s.lost.er.acc} denken, wann immer du magst.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Kann man wiederkommen?“, fragt ${s.name}. „Nein“, sagt ${s.where.guideName} sanft. „Wer gestorben ist, kann nicht wiederkommen. Aber du kannst dich erinnern, wann immer du magst.“`,
      { unless: ['lost'] },
    ),
  ],
};

const love: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} remembers. ${s.lost.name} ${s.habit.words}. ${s.name} holds that memory tight, like a warm stone. "You can still love ${s.lost.name}," says ${s.pal}. "And ${s.lost.name} loved you, so much."`,
      { needs: ['lost', 'habit'] },
    ),
    en(
      (s) =>
        `"You can still love ${s.lost.name}," says ${s.where.guideName}. "And ${s.lost.name} loved you. That never stops." ${s.name} feels warm inside, and a little bit sad. Both at once.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} thinks of ${s.keepsake.of}. ${s.name} can keep ${s.keepsake.it}, and remember. "You can still love ${s.lost.name}," says ${s.pal}. "And ${s.lost.name} loved you, so much."`,
      { needs: ['lost', 'keepsake'] },
    ),
    en(
      (s) =>
        `${s.name} remembers ${s.shared.ing} with ${s.lost.name}. Just the two of them, together. That was good. "You can still love ${s.lost.name}," says ${s.pal}. "And ${s.lost.name} loved you, so much."`,
      { needs: ['lost', 'shared'] },
    ),
    en(
      (s) =>
        `${s.name} thinks of ${s.lost.name}'s favourite place: ${s.place.words}. ${s.name} and ${s.lost.name} spent lots of time there, ${s.shared.ing} together. "You can still love ${s.lost.name}," says ${s.pal}, "and ${s.lost.name} loved you."`,
      { needs: ['lost', 'shared', 'place'] },
    ),
    en(
      (s) =>
        `${s.name} thinks of ${s.lost.name}'s favourite place: ${s.place.words}. Such a good place. "You can still love ${s.lost.name}," says ${s.pal}, "and ${s.lost.name} loved you."`,
      { needs: ['lost', 'place'] },
    ),
    en((s) => `"You can still love them," says ${s.where.guideName}. "Love stays." ${s.name} feels warm inside.`, {
      unless: ['lost'],
    }),
    en(
      (s) =>
        `"Can I still love ${s.lost.name}?" asks ${s.name}. "Yes," says ${s.pal}. "Always. And ${s.lost.name} loved you." ${s.name} snuggles up to ${s.pal}.`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} denkt an ${s.lost.name}. ${s.lost.name} ${s.habit.main}. Das weiß ${s.name} noch ganz genau. „Du kannst ${s.lost.name} weiter lieb haben“, sagt ${s.pal}. „Und ${s.lost.name} hatte dich so lieb.“`,
      { needs: ['lost', 'habit'] },
    ),
    de(
      (s) =>
        `„Du kannst ${s.lost.name} weiter lieb haben“, sagt ${s.where.guideName}. „Und ${s.lost.name} hatte dich lieb. Das hört nie auf.“ ${s.name} wird es warm ums Herz, und ein bisschen traurig. Beides zugleich.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} denkt an ${s.keepsake.of.acc}. ${cap(demAcc(s.keepsake))} darf ${s.er} behalten und sich erinnern. „Du kannst ${s.lost.name} weiter lieb haben“, sagt ${s.pal}. „Und ${s.lost.name} hatte dich so lieb.“`,
      { needs: ['lost', 'keepsake'] },
    ),
    de(
      (s) =>
        `${s.name} denkt ans ${s.shared.bare} mit ${s.lost.name}. Nur die beiden, ganz zusammen. Das war schön. „Du kannst ${s.lost.name} weiter lieb haben“, sagt ${s.pal}. „Und ${s.lost.name} hatte dich so lieb.“`,
      { needs: ['lost', 'shared'] },
    ),
    de(
      (s) =>
        `${s.name} denkt an ${s.lost.genitive} Lieblingsort: ${s.place.words}. Dort waren sie zusammen beim ${s.shared.bare}. „Du kannst ${s.lost.name} weiter lieb haben“, sagt ${s.pal}, „und ${s.lost.name} hatte dich lieb.“`,
      { needs: ['lost', 'shared', 'place'] },
    ),
    de(
      (s) =>
        `${s.name} denkt an ${s.lost.genitive} Lieblingsort: ${s.place.words}. So ein schöner Ort. „Du kannst ${s.lost.name} weiter lieb haben“, sagt ${s.pal}, „und ${s.lost.name} hatte dich lieb.“`,
      { needs: ['lost', 'place'] },
    ),
    de(
      (s) =>
        `„Du kannst weiter lieb haben“, sagt ${s.where.guideName}. „Die Liebe bleibt.“ ${s.name} wird es warm ums Herz.`,
      {
        unless: ['lost'],
      },
    ),
    de(
      (s) =>
        `„Darf ich ${s.lost.name} noch lieb haben?“, fragt ${s.name}. „Ja“, sagt ${s.pal}. „Immer. Und ${s.lost.name} hatte dich lieb.“ ${s.name} kuschelt sich an ${s.pal}.`,
      { needs: ['lost'] },
    ),
  ],
};

const ritual: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guideName} gives ${s.name} a smooth little stone. "Hold it when you miss ${s.lost.name}," says ${s.where.guideName}. A remembering stone, just for ${s.name}.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I can draw a picture of ${s.lost.name}," says ${s.name}. "A picture for remembering." ${s.pal} nods. What a good idea.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} gives ${s.name} a smooth little stone. "Hold it when you feel sad," says ${s.where.guideName}. A remembering stone.`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} bekommt von ${s.where.guideName} einen kleinen, glatten Stein. „Halt den Stein fest, wenn du ${s.lost.name} vermisst“, sagt ${s.where.guideName}. Ein Erinnerungsstein, nur für ${s.name}.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich kann ein Bild von ${s.lost.name} malen“, sagt ${s.name}. „Ein Bild zum Erinnern.“ ${s.pal} nickt. Was für eine gute Idee.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} bekommt von ${s.where.guideName} einen kleinen, glatten Stein. „Halt den Stein fest, wenn du traurig bist“, sagt ${s.where.guideName}. Ein Erinnerungsstein.`,
      { unless: ['lost'] },
    ),
  ],
};

export const deathPersonLittle: Arc = {
  id: 'death-person-little',
  kind: 'care',
  themes: ['death-person'],
  ages: ['little'],
  title: deathPersonTitle,
  summary: deathPersonSummary,
  recap: deathPersonRecap,
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups'], things: ['keepsake'] },
      beats: [opening, careArrivalLittle],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'] },
      beats: [careSiblingsLittle, careGuideLittle, telling, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [feelings, notComingBack] },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'], things: ['keepsake'] },
      beats: [
        love,
        lookedAfterLittle,
        deathPersonTogether,
        deathPersonFood,
        deathPersonActivity,
        deathPersonProud,
        ritual,
      ],
    },
    {
      picture: {
        composition: 'interior',
        where: 'bedroom',
        asleep: true,
        cast: ['grownups'],
        things: ['keepsake', 'toy'],
      },
      beats: [goodnight],
    },
  ],
};
