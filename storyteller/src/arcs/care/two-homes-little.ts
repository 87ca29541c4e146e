import { de, en, type Arc, type Passage } from '../types.ts';
import { careArrivalLittle, careGuideLittle } from './shared.ts';
import { twoHomesRecap, twoHomesSummary, twoHomesTitle } from './two-homes-big.ts';
import { cap, itThey } from './words.ts';
import { careSiblingsLittle } from './siblings-along.ts';

// Living in two homes, for a child of two to four: a bed and a toothbrush in each home, the cuddly
// toy that comes along, missing the other home is OK. The refrain: "Loved here. Loved there."

const opening: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} has two homes. A home with ${s.parents.first.name}. A home with ${s.parents.second.name}. Tonight ${s.name} is in bed and thinks of the other home.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `The bag is packed. ${cap(s.toy.his)} ${s.toy.plural ? 'are' : 'is'} in it, of course. ${cap(itThey(s.toy))} ${s.toy.plural ? 'go' : 'goes'} to ${s.parents.first.name}'s and to ${s.parents.second.name}'s, every time.`,
      { needs: ['parents', 'toy'] },
    ),
    en(
      (s) =>
        `${s.name} has two homes. A bed here. A bed there. Tonight ${s.name} misses the other home, just a little.`,
    ),
    en(
      (s) =>
        `Two homes, two beds, two toothbrushes. ${s.name} knows them all. Tonight ${s.name} is in one bed, and thinks of the other.`,
      { unless: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} hat zwei Zuhause. Eins bei ${s.parents.first.name}. Eins bei ${s.parents.second.name}. Heute Abend liegt ${s.name} im Bett und denkt an das andere Zuhause.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Die Tasche ist gepackt. ${cap(s.toy.sein.nom)} ${s.toy.plural ? 'sind' : 'ist'} natürlich auch drin. ${cap(s.toy.er.nom)} ${s.toy.plural ? 'kommen' : 'kommt'} immer mit, zu ${s.parents.first.name} und zu ${s.parents.second.name}.`,
      { needs: ['parents', 'toy'] },
    ),
    de(
      (s) =>
        `${s.name} hat zwei Zuhause. Ein Bett hier. Ein Bett da. Heute Abend vermisst ${s.name} das andere Zuhause, nur ein bisschen.`,
    ),
    de(
      (s) =>
        `Zwei Zuhause, zwei Betten, zwei Zahnbürsten. ${s.name} kennt sie alle. Heute Abend liegt ${s.name} im einen Bett und denkt an das andere.`,
      { unless: ['parents'] },
    ),
  ],
};

const missing: Passage = {
  en: [
    en(
      (s) =>
        `"I miss the other home," says ${s.name}. "That's OK," says ${s.where.guideName}. "Missing is OK. It means you love it."`,
    ),
    en(
      (s) =>
        `"I miss ${s.parents.second.name}," says ${s.name}. "That's OK," says ${s.pal}. "Missing is OK. ${s.parents.second.name} loves you, and you love ${s.parents.second.him}."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"I miss my other bed," says ${s.name}. "That's OK," says ${s.pal}. "It will be there next time. Missing is OK."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Ich vermisse das andere Zuhause“, sagt ${s.name}. „Das ist okay“, sagt ${s.where.guideName}. „Vermissen ist okay. Das heißt, du hast es lieb.“`,
    ),
    de(
      (s) =>
        `„Ich vermisse ${s.parents.second.name}“, sagt ${s.name}. „Das ist okay“, sagt ${s.pal}. „Vermissen ist okay. ${s.parents.second.name} hat dich lieb, und du hast ${s.parents.second.er.acc} lieb.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Ich vermisse mein anderes Bett“, sagt ${s.name}. „Das ist okay“, sagt ${s.pal}. „Beim nächsten Mal ist es wieder da. Vermissen ist okay.“`,
    ),
  ],
};

const loved: Passage = {
  en: [
    en(
      (s) =>
        `${s.parents.first.name} loves ${s.name}. ${s.parents.second.name} loves ${s.name}. Loved here. Loved there.`,
      { needs: ['parents'] },
    ),
    en((s) => `"You are loved in both homes," says ${s.where.guideName}. "Always." Loved here. Loved there.`, {
      unless: ['parents'],
    }),
    en(
      (s) =>
        `"${s.parents.first.name} loves you," says ${s.pal}. "${s.parents.second.name} loves you. In both homes." Loved here. Loved there.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"Who loves you?" asks ${s.where.guideName}. ${s.name} thinks. "Everybody in both my homes." Loved here. Loved there.`,
      { unless: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.parents.first.name} hat ${s.name} lieb. ${s.parents.second.name} hat ${s.name} lieb. Hier lieb gehabt. Dort lieb gehabt.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Du wirst in beiden Zuhause lieb gehabt“, sagt ${s.where.guideName}. „Immer.“ Hier lieb gehabt. Dort lieb gehabt.`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `„${s.parents.first.name} hat dich lieb“, sagt ${s.pal}. „${s.parents.second.name} hat dich lieb. In beiden Zuhause.“ Hier lieb gehabt. Dort lieb gehabt.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Wer hat dich lieb?“, fragt ${s.where.guideName}. ${s.name} überlegt. „Alle in meinen beiden Zuhause.“ Hier lieb gehabt. Dort lieb gehabt.`,
      { unless: ['parents'] },
    ),
  ],
};

const travels: Passage = {
  en: [
    en((s) => `What comes along? ${cap(s.toy.his)}. And pyjamas. And a book. A toothbrush waits in each home.`, {
      needs: ['toy'],
    }),
    en((s) => `What comes along? ${s.pal} does, every time. ${s.pal} knows both homes.`, { needs: ['toyPal'] }),
    en(
      (s) =>
        `What comes along with ${s.name}? Pyjamas. A book. And love. Love comes everywhere. A toothbrush waits in each home.`,
    ),
    en(
      (s) =>
        `${s.name} packs the bag: pyjamas, a book, a drawing. Zip it up. Soon it is time for the other home again. A toothbrush is waiting there.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Was kommt mit? ${cap(s.toy.sein.nom)}. Und der Schlafanzug. Und ein Buch. In jedem Zuhause wartet eine Zahnbürste.`,
      { needs: ['toy'] },
    ),
    de((s) => `Was kommt mit? ${s.pal}, jedes Mal. ${s.pal} kennt beide Zuhause.`, { needs: ['toyPal'] }),
    de(
      (s) =>
        `Was kommt mit, wenn ${s.name} reist? Der Schlafanzug. Ein Buch. Und die Liebe. Die Liebe kommt überallhin mit. In jedem Zuhause wartet eine Zahnbürste.`,
    ),
    de(
      (s) =>
        `${s.name} packt die Tasche: Schlafanzug, ein Buch, ein Bild. Reißverschluss zu. Bald geht es wieder ins andere Zuhause. Dort wartet schon eine Zahnbürste.`,
    ),
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, in bed. ${s.parents.first.name} gives ${s.name} a goodnight kiss. ${s.name} whispers, "Goodnight, other home." Loved here. Loved there. Goodnight, ${s.name}.`,
      { needs: ['parents'] },
    ),
    en((s) => `Home again. ${s.pal} snuggles close. "${s.lullaby}." Loved here. Loved there. Goodnight, ${s.name}.`),
    en(
      (s) =>
        `Home again. ${cap(s.grownups.names)} ${s.grownups.one ? 'tucks' : 'tuck'} ${s.name} in. Loved here. Loved there. Sleep tight, ${s.name}.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause, im Bett. ${s.parents.first.name} gibt ${s.name} einen Gutenachtkuss. ${s.name} flüstert: „Gute Nacht, anderes Zuhause.“ Hier lieb gehabt. Dort lieb gehabt. Gute Nacht, ${s.name}.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${s.pal} kuschelt sich an. „${s.lullaby}.“ Hier lieb gehabt. Dort lieb gehabt. Gute Nacht, ${s.name}.`,
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${cap(s.grownups.names)} ${s.grownups.plural ? 'decken' : 'deckt'} ${s.name} zu. Hier lieb gehabt. Dort lieb gehabt. Schlaf schön, ${s.name}.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
  ],
};

export const twoHomesLittle: Arc = {
  id: 'two-homes-little',
  kind: 'care',
  themes: ['two-homes'],
  ages: ['little'],
  title: twoHomesTitle,
  summary: twoHomesSummary,
  recap: twoHomesRecap,
  scenes: [
    { picture: { composition: 'interior', where: 'bedroom', things: ['toy'] }, beats: [opening, careArrivalLittle] },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'] },
      beats: [careSiblingsLittle, careGuideLittle, missing, { moment: 'colour' }],
    },
    { picture: { composition: 'wide', where: 'setting', cast: ['guide'] }, beats: [loved] },
    { picture: { composition: 'wide', where: 'setting', things: ['toy'] }, beats: [travels] },
    { picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['toy'] }, beats: [goodnight] },
  ],
};
