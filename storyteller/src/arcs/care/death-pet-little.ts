import { de, en, type Arc, type Passage } from '../types.ts';
import { deathPetRecap, deathPetSummary, deathPetTitle } from './death-pet-big.ts';
import { careArrivalLittle, careGuideLittle } from './shared.ts';
import { cap } from './words.ts';
import { careSiblingsLittle } from './siblings-along.ts';

// A pet that died, for a child of two to four: short, true sentences in the present tense. The pet
// cannot come back, and the story says so gently; it is remembered by its favourite spot, a thing it
// left, a drawing. The refrain: "Sad is OK. Love stays."

const opening: Passage = {
  en: [
    en(
      (s) =>
        `It is evening. ${s.name} looks at ${s.lost.name}'s favourite spot. It is empty. ${cap(s.lost.name)} died, not long ago. ${s.name} is sad.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.one ? 'gives' : 'give'} ${s.name} a big, soft hug. ${cap(s.lost.name)} died, not long ago. ${s.name} misses ${s.lost.name} so much.`,
      { needs: ['lost', 'grownups'] },
    ),
    en((s) => `${s.name} holds ${s.keepsake.of}. ${cap(s.lost.name)} died, not long ago. ${s.name} is sad, so sad.`, {
      needs: ['lost', 'keepsake'],
    }),
    en((s) => `It is evening. ${s.name}'s pet died, not long ago. ${s.name} is sad.`, { unless: ['lost'] }),
    en(
      (s) =>
        `${s.name} is in bed. ${cap(s.lost.name)} died, not long ago. No more soft fur to stroke. ${s.name} is sad.`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Es ist Abend. ${s.name} schaut auf ${s.lost.genitive} Lieblingsplatz. Er ist leer. ${cap(s.lost.name)} ist gestorben, vor kurzem erst. ${s.name} ist traurig.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'nehmen' : 'nimmt'} ${s.name} ganz fest in den Arm. ${cap(s.lost.name)} ist gestorben, vor kurzem erst. ${s.name} vermisst ${s.lost.er.acc} so sehr.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `${s.name} hält ${s.keepsake.of.acc} in der Hand. ${cap(s.lost.name)} ist gestorben, vor kurzem erst. ${s.name} ist traurig, so traurig.`,
      { needs: ['lost', 'keepsake'] },
    ),
    de((s) => `Es ist Abend. ${s.name} ist traurig. ${s.Sein('')} Haustier ist gestorben, vor kurzem erst.`, {
      unless: ['lost'],
    }),
    de(
      (s) =>
        `${s.name} liegt im Bett. ${cap(s.lost.name)} ist gestorben, vor kurzem erst. Kein weiches Fell mehr zum Streicheln. ${s.name} ist traurig.`,
      { needs: ['lost'] },
    ),
  ],
};

const telling: Passage = {
  en: [
    en(
      (s) =>
        `"I miss ${s.lost.name}," says ${s.name}. "${cap(s.lost.name)} was my ${s.lost.kind}." ${s.where.guideName} listens. ${s.pal} listens too.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"${cap(s.lost.name)} was so soft," says ${s.name}, very quietly. ${s.where.guideName} listens. ${s.pal} holds ${s.name}'s hand.`,
      { needs: ['lost'] },
    ),
    en((s) => `"I miss my pet," says ${s.name}. ${s.where.guideName} listens. ${s.pal} listens too.`, {
      unless: ['lost'],
    }),
  ],
  de: [
    de(
      (s) =>
        `„Ich vermisse ${s.lost.name}“, sagt ${s.name}. „${cap(s.lost.er.nom)} war so lieb.“ ${s.where.guideName} hört zu. ${s.pal} hört auch zu.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„${cap(s.lost.name)} war so weich“, sagt ${s.name} ganz leise. ${s.where.guideName} hört zu. ${s.pal} hält ${s.name} die Hand.`,
      { needs: ['lost'] },
    ),
    de((s) => `„Ich vermisse mein Haustier“, sagt ${s.name}. ${s.where.guideName} hört zu. ${s.pal} hört auch zu.`, {
      unless: ['lost'],
    }),
  ],
};

const feelings: Passage = {
  en: [
    en(
      (s) =>
        `"Can I be sad about a pet?" asks ${s.name}. "Yes," says ${s.where.guideName}. "Very sad. A pet is family. Sad is OK. Love stays."`,
    ),
    en(
      (s) =>
        `${s.name} cries. ${s.pal} stays close, close, close. "Crying is OK," says ${s.pal}. "Sad is OK. Love stays."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Darf ich traurig sein, wegen einem Tier?“, fragt ${s.name}. „Ja“, sagt ${s.where.guideName}. „Ganz doll. Ein Haustier gehört zur Familie. Traurig sein ist okay. Die Liebe bleibt.“`,
    ),
    de(
      (s) =>
        `${s.name} weint. ${s.pal} bleibt ganz nah, ganz, ganz nah. „Weinen ist okay“, sagt ${s.pal}. „Traurig sein ist okay. Die Liebe bleibt.“`,
    ),
  ],
};

const notComingBack: Passage = {
  en: [
    en(
      (s) =>
        `"Will ${s.lost.name} come back?" asks ${s.name}. "No," says ${s.where.guideName} gently. "${cap(s.lost.name)} can't come back. But you can remember ${s.lost.name}. The soft fur. The favourite spot. Any time you like."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Is ${s.lost.name} coming home?" asks ${s.name}. "No," says ${s.pal} softly. "${cap(s.lost.name)} can't come back. But you can think of ${s.lost.name} every day, and remember."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Will my pet come back?" asks ${s.name}. "No," says ${s.where.guideName} gently. "But you can remember, any time you like."`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Kommt ${s.lost.name} wieder?“, fragt ${s.name}. „Nein“, sagt ${s.where.guideName} sanft. „${cap(s.lost.name)} kann nicht wiederkommen. Aber du kannst an ${s.lost.er.acc} denken. An das weiche Fell. An den Lieblingsplatz. Wann immer du magst.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Kommt ${s.lost.name} wieder nach Hause?“, fragt ${s.name}. „Nein“, sagt ${s.pal} leise. „${cap(s.lost.name)} kann nicht wiederkommen. Aber du kannst jeden Tag an ${s.lost.er.acc} denken und dich erinnern.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Kommt mein Haustier wieder?“, fragt ${s.name}. „Nein“, sagt ${s.where.guideName} sanft. „Aber du kannst dich erinnern, wann immer du magst.“`,
      { unless: ['lost'] },
    ),
  ],
};

const remembering: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} remembers. ${s.lost.name} ${s.habit.words}. "I remember that," says ${s.name}. ${s.pal} nods. "You can still love ${s.lost.name}. And ${s.lost.name} loved you."`,
      { needs: ['lost', 'habit'] },
    ),
    en(
      (s) =>
        `${s.name} remembers ${s.shared.ing} with ${s.lost.name} ${s.sharedPlace.words}. "I remember that," says ${s.name}. ${s.pal} nods. "You can still love ${s.lost.name}. And ${s.lost.name} loved you."`,
      { needs: ['lost', 'shared', 'sharedPlace'], unless: ['habit'] },
    ),
    en(
      (s) =>
        `${s.name} remembers ${s.shared.ing} with ${s.lost.name}. Again and again, the two of them. ${s.pal} nods. "You can still love ${s.lost.name}. And ${s.lost.name} loved you."`,
      { needs: ['lost', 'shared'], unless: ['habit'] },
    ),
    en(
      (s) =>
        `"I can draw ${s.lost.name}," says ${s.name}. "In the favourite spot." ${s.pal} nods. "You can still love ${s.lost.name}. And ${s.lost.name} loved you."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} thinks of ${s.keepsake.of}. ${s.name} can keep ${s.keepsake.it} and remember. "You can still love ${s.lost.name}," says ${s.pal}. "And ${s.lost.name} loved you."`,
      { needs: ['lost', 'keepsake'] },
    ),
    en(
      (s) =>
        `"You can still love ${s.lost.name}," says ${s.where.guideName}. "And ${s.lost.name} loved you, every single day." ${s.name} feels warm inside, and a little bit sad. Both at once.`,
      { needs: ['lost'] },
    ),
    en((s) => `"You can still love your pet," says ${s.pal}. "Love stays." ${s.name} feels warm inside.`, {
      unless: ['lost'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.name} denkt an ${s.lost.name}. ${s.lost.name} ${s.habit.main}. „Das weiß ich noch“, sagt ${s.name}. ${s.pal} nickt. „Du kannst ${s.lost.name} weiter lieb haben. Und ${s.lost.name} hatte dich lieb.“`,
      { needs: ['lost', 'habit'] },
    ),
    de(
      (s) =>
        `${s.name} denkt ans ${s.shared.bare} mit ${s.lost.name} ${s.sharedPlace.words}. „Das weiß ich noch“, sagt ${s.name}. ${s.pal} nickt. „Du kannst ${s.lost.name} weiter lieb haben. Und ${s.lost.name} hatte dich lieb.“`,
      { needs: ['lost', 'shared', 'sharedPlace'], unless: ['habit'] },
    ),
    de(
      (s) =>
        `${s.name} denkt ans ${s.shared.bare} mit ${s.lost.name}. Immer wieder, nur die beiden. ${s.pal} nickt. „Du kannst ${s.lost.name} weiter lieb haben. Und ${s.lost.name} hatte dich lieb.“`,
      { needs: ['lost', 'shared'], unless: ['habit'] },
    ),
    de(
      (s) =>
        `„Ich kann ${s.lost.name} malen“, sagt ${s.name}. „Auf dem Lieblingsplatz.“ ${s.pal} nickt. „Du kannst ${s.lost.name} weiter lieb haben. Und ${s.lost.name} hatte dich lieb.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} denkt an ${s.keepsake.of.acc}. Das darf ${s.er} behalten, zum Erinnern. „Du kannst ${s.lost.name} weiter lieb haben“, sagt ${s.pal}. „Und ${s.lost.name} hatte dich lieb.“`,
      { needs: ['lost', 'keepsake'] },
    ),
    de(
      (s) =>
        `„Du kannst ${s.lost.name} weiter lieb haben“, sagt ${s.where.guideName}. „Und ${s.lost.name} hatte dich lieb, jeden einzelnen Tag.“ ${s.name} wird es warm ums Herz, und ein bisschen traurig. Beides zugleich.`,
      { needs: ['lost'] },
    ),
    de((s) => `„Du kannst dein Haustier weiter lieb haben“, sagt ${s.pal}. „Die Liebe bleibt.“`, { unless: ['lost'] }),
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, in bed. ${cap(s.grownups.names)} ${s.grownups.one ? 'says' : 'say'}, "We miss ${s.lost.name} too." Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lost', 'grownups'] },
    ),
    en(
      (s) =>
        `Home again. ${s.pal} snuggles close. ${s.name} is a little bit sad, and that is OK. Sad is OK. Love stays. Night night, ${s.name}.`,
    ),
    en(
      (s) =>
        `Home again. ${s.name} finds a little star in the window. "That is ${s.lost.name}'s star." Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lost', 'star'] },
    ),
    en(
      (s) =>
        `Home again. ${s.homePet.name} is warm at the end of the bed. ${s.name} is a little bit sad, and that is OK. Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['homePet'] },
    ),
    en(
      (s) =>
        `Home again, in bed. ${s.name} thinks of the soft fur, and the favourite spot, and ${s.lost.name}. Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Home again, in bed. ${s.name} thinks of ${s.shared.ing} with ${s.lost.name} ${s.sharedPlace.words}. Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lost', 'shared', 'sharedPlace'], untold: ['shared'] },
    ),
    en(
      (s) =>
        `Home again, in bed. ${s.name} thinks of ${s.shared.ing} with ${s.lost.name}. Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lost', 'shared'], untold: ['shared'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause, im Bett. „Wir vermissen ${s.lost.name} auch“, ${s.grownups.plural ? 'sagen' : 'sagt'} ${s.grownups.names}. Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${s.pal} kuschelt sich an. ${s.name} ist noch ein bisschen traurig, und das ist okay. Traurig sein ist okay. Die Liebe bleibt. Schlaf schön, ${s.name}.`,
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${s.name} findet einen kleinen Stern im Fenster. „Das ist ${s.lost.genitive} Stern.“ Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'star'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${s.homePet.name} liegt warm am Fußende. ${s.name} ist noch ein bisschen traurig, und das ist okay. Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['homePet'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, im Bett. ${s.name} denkt an das weiche Fell und den Lieblingsplatz und an ${s.lost.name}. Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, im Bett. ${s.name} denkt ans ${s.shared.bare} mit ${s.lost.name} ${s.sharedPlace.words}. Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'shared', 'sharedPlace'], untold: ['shared'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, im Bett. ${s.name} denkt ans ${s.shared.bare} mit ${s.lost.name}. Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'shared'], untold: ['shared'] },
    ),
  ],
};

export const deathPetLittle: Arc = {
  id: 'death-pet-little',
  kind: 'care',
  themes: ['death-pet'],
  ages: ['little'],
  title: deathPetTitle,
  summary: deathPetSummary,
  recap: deathPetRecap,
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
    { picture: { composition: 'wide', where: 'setting', cast: ['guide'], things: ['keepsake'] }, beats: [remembering] },
    {
      picture: {
        composition: 'interior',
        where: 'bedroom',
        asleep: true,
        cast: ['grownups', 'homePet'],
        things: ['keepsake'],
      },
      beats: [goodnight],
    },
  ],
};
