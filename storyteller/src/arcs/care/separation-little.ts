import { de, en, type Arc, type Passage } from '../types.ts';
import { separationRecap, separationSummary, separationTitle } from './separation-big.ts';
import { careArrivalLittle, careGuideLittle } from './shared.ts';
import { cap } from './words.ts';
import { careSiblingsLittle } from './siblings-along.ts';

// Parents who have separated, for a child of two to four: "Is it my fault?" "No." Both parents love
// the child, a bed and a toothbrush in each home. The refrain: "Two homes. Lots of love."

const opening: Passage = {
  en: [
    en(
      (s) =>
        `${s.parents.first.name} and ${s.parents.second.name} don't live together any more. Now ${s.name} has two homes. It is all new, and ${s.name} feels wobbly inside.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `It is bedtime in ${s.parents.first.name}'s home. ${s.name} thinks about ${s.parents.second.name}'s home. Two homes now. So many new things.`,
      { needs: ['parents'] },
    ),
    en((s) => `${s.name}'s family lives in two homes now. It is all new. ${s.name} feels wobbly inside.`, {
      unless: ['parents'],
    }),
    en((s) => `Two homes now. One, two. ${s.name} counts them on ${s.his} fingers. It is all so new.`, {
      unless: ['parents'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.parents.first.name} und ${s.parents.second.name} wohnen nicht mehr zusammen. Jetzt hat ${s.name} zwei Zuhause. Alles ist neu, und ${s.name} ist ganz wackelig zumute.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Es ist Schlafenszeit bei ${s.parents.first.name}. ${s.name} denkt an ${s.parents.second.name}. Jetzt gibt es zwei Zuhause. So viel Neues.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Die Familie von ${s.name} wohnt jetzt in zwei Zuhause. Alles ist neu. ${s.name} ist ganz wackelig zumute.`,
      {
        unless: ['parents'],
      },
    ),
    de((s) => `Jetzt gibt es zwei Zuhause. Eins, zwei. ${s.name} zählt sie an den Fingern ab. Alles ist so neu.`, {
      unless: ['parents'],
    }),
  ],
};

const question: Passage = {
  en: [
    en(
      (s) =>
        `"Is it my fault?" asks ${s.name}. "No," says ${s.where.guideName}. "It is not your fault. Not one bit. The grown-ups decided."`,
    ),
    en(
      (s) =>
        `"Did I do something wrong?" asks ${s.name} in a small voice. "No," says ${s.pal}. "It is not your fault. Not ever."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Ist es meine Schuld?“, fragt ${s.name}. „Nein“, sagt ${s.where.guideName}. „Es ist nicht deine Schuld. Kein bisschen. Das haben die Großen entschieden.“`,
    ),
    de(
      (s) =>
        `„Hab ich was falsch gemacht?“, fragt ${s.name} ganz leise. „Nein“, sagt ${s.pal}. „Es ist nicht deine Schuld. Niemals.“`,
    ),
  ],
};

const feelings: Passage = {
  en: [
    en((s) => `${s.name} is sad. ${s.name} is a bit cross, too. "That's OK," says ${s.pal}. "Sad is OK. Cross is OK."`),
    en((s) => `${s.name} cries a little. ${s.pal} stays close. "Big feelings are OK," says ${s.pal}.`),
  ],
  de: [
    de(
      (s) =>
        `${s.name} ist traurig. Und ein bisschen wütend. „Das ist okay“, sagt ${s.pal}. „Traurig sein ist okay. Wütend sein auch.“`,
    ),
    de((s) => `${s.name} weint ein bisschen. ${s.pal} bleibt ganz nah. „Große Gefühle sind okay“, sagt ${s.pal}.`),
  ],
};

const bothLove: Passage = {
  en: [
    en(
      (s) =>
        `"${s.parents.first.name} loves you," says ${s.where.guideName}. "${s.parents.second.name} loves you. Always and always." Two homes. Lots of love.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.name} thinks of ${s.parents.first.name} and ${s.parents.second.name}, and how they both love ${s.name}, so much. Two homes. Lots of love.`,
      { needs: ['parents'] },
    ),
    en((s) => `"The grown-ups love you," says ${s.where.guideName}. "Always." Two homes. Lots of love.`, {
      unless: ['parents'],
    }),
    en((s) => `"Your grown-ups both love you," says ${s.pal}. "In both homes." Two homes. Lots of love.`, {
      unless: ['parents'],
    }),
  ],
  de: [
    de(
      (s) =>
        `„${s.parents.first.name} hat dich lieb“, sagt ${s.where.guideName}. „${s.parents.second.name} hat dich lieb. Immer und immer.“ Zwei Zuhause. Ganz viel Liebe.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.name} denkt an ${s.parents.first.name} und an ${s.parents.second.name} und daran, dass beide ${s.ihn} so lieb haben. Zwei Zuhause. Ganz viel Liebe.`,
      { needs: ['parents'] },
    ),
    de((s) => `„Die Großen haben dich lieb“, sagt ${s.where.guideName}. „Immer.“ Zwei Zuhause. Ganz viel Liebe.`, {
      unless: ['parents'],
    }),
    de(
      (s) => `„Deine Großen haben dich beide lieb“, sagt ${s.pal}. „In beiden Zuhause.“ Zwei Zuhause. Ganz viel Liebe.`,
      { unless: ['parents'] },
    ),
  ],
};

const routines: Passage = {
  en: [
    en(
      (s) =>
        `A bed at ${s.parents.first.name}'s. A bed at ${s.parents.second.name}'s. A toothbrush here. A toothbrush there. ${s.name} counts: one, two.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${cap(s.toy.his)} comes too, to ${s.parents.first.name}'s and to ${s.parents.second.name}'s. A toothbrush here, a toothbrush there. A bed in each home.`,
      { needs: ['parents', 'toy'] },
    ),
    en((s) => `A bed in each home. A toothbrush in each home. ${s.name} counts: one, two. Looked after, every day.`, {
      unless: ['parents'],
    }),
    en(
      (s) =>
        `Monday, Tuesday, Wednesday. Some days are ${s.parents.first.name} days. Some days are ${s.parents.second.name} days. A bed in each home, and a toothbrush too.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `Some days here. Some days there. The calendar shows ${s.name} the way. A bed in each home, and a toothbrush too.`,
      { unless: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Ein Bett bei ${s.parents.first.name}. Ein Bett bei ${s.parents.second.name}. Eine Zahnbürste hier. Eine Zahnbürste da. ${s.name} zählt: eins, zwei.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${cap(s.toy.sein.nom)} kommt auch mit, zu ${s.parents.first.name} und zu ${s.parents.second.name}. Eine Zahnbürste hier, eine Zahnbürste da. Ein Bett in jedem Zuhause.`,
      { needs: ['parents', 'toy'] },
    ),
    de(
      (s) =>
        `Ein Bett in jedem Zuhause. Eine Zahnbürste in jedem Zuhause. ${s.name} zählt: eins, zwei. Für ${s.ihn} wird gesorgt, jeden Tag.`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `Montag, Dienstag, Mittwoch. Manche Tage sind ${s.parents.first.name}-Tage. Manche Tage sind ${s.parents.second.name}-Tage. In jedem Zuhause ein Bett und eine Zahnbürste.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Manche Tage hier. Manche Tage dort. Der Kalender zeigt ${s.name}, wohin. In jedem Zuhause ein Bett und eine Zahnbürste.`,
      { unless: ['parents'] },
    ),
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, in bed. ${s.parents.first.name} gives ${s.name} a goodnight kiss. Not your fault. Two homes. Lots of love. Goodnight, ${s.name}.`,
      { needs: ['parents'] },
    ),
    en((s) => `Home again. ${s.pal} snuggles close. "${s.lullaby}." Two homes. Lots of love. Goodnight, ${s.name}.`),
    en(
      (s) =>
        `Home again. ${cap(s.grownups.names)} ${s.grownups.one ? 'tucks' : 'tuck'} ${s.name} in. Two homes. Lots of love. Sleep tight, ${s.name}.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause, im Bett. ${s.parents.first.name} gibt ${s.name} einen Gutenachtkuss. Nicht deine Schuld. Zwei Zuhause. Ganz viel Liebe. Gute Nacht, ${s.name}.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${s.pal} kuschelt sich an. „${s.lullaby}.“ Zwei Zuhause. Ganz viel Liebe. Gute Nacht, ${s.name}.`,
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${cap(s.grownups.names)} ${s.grownups.plural ? 'decken' : 'deckt'} ${s.name} zu. Zwei Zuhause. Ganz viel Liebe. Schlaf schön, ${s.name}.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
  ],
};

export const separationLittle: Arc = {
  id: 'separation-little',
  kind: 'care',
  themes: ['separation'],
  ages: ['little'],
  title: separationTitle,
  summary: separationSummary,
  recap: separationRecap,
  scenes: [
    { picture: { composition: 'interior', where: 'bedroom', things: ['toy'] }, beats: [opening, careArrivalLittle] },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'] },
      beats: [careSiblingsLittle, careGuideLittle, question, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [feelings, bothLove] },
    { picture: { composition: 'wide', where: 'setting', things: ['toy'] }, beats: [routines] },
    { picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['toy'] }, beats: [goodnight] },
  ],
};
