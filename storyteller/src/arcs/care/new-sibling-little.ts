import { de, en, type Arc, type Passage } from '../types.ts';
import { careSiblingsLittle } from './siblings-along.ts';
import { waitingForTheBaby } from './new-sibling-waiting.ts';
import { cap } from './words.ts';

// A new baby brother or sister, told to children of two to four: short sentences in the present and
// a refrain ("Still Theo. Loved just the same."). Happy, cross and jealous all at once is allowed;
// being little again is allowed; babies are tiny (they sleep, cry and hold a finger; they cannot walk
// or talk). A baby still on the way (`expected`) is waited for: growing, snug and warm, in Mummy's
// tummy when the plan has one mum at home, and got ready for; never held or seen tonight. Told with
// or without the baby's name.

const evening: Passage = {
  en: [
    en(
      (s) =>
        `Everybody talks about ${s.baby.name}, the new ${s.baby.word}. ${s.baby.name}, ${s.baby.name}, ${s.baby.name}!`,
      {
        needs: ['baby'],
      },
    ),
    en(
      (s) =>
        `Tiny socks. A tiny hat. All for ${s.baby.name}, the new ${s.baby.word}. ${s.name} looks at them and feels funny inside.`,
      { needs: ['baby'] },
    ),
    en((s) => `Everybody talks about the new baby. Baby, baby, baby! ${s.name} feels funny inside.`, {
      unless: ['baby'],
    }),
    en((s) => `Tiny socks. A tiny hat. All for the new baby. ${s.name} looks at them and feels funny inside.`, {
      unless: ['baby'],
    }),
  ],
  de: [
    de((s) => `Alle reden von ${s.baby.name}, dem neuen ${s.baby.word}. ${s.baby.name} hier, ${s.baby.name} da!`, {
      needs: ['baby'],
    }),
    de(
      (s) =>
        `Winzige Söckchen. Ein winziges Mützchen. Alles für ${s.baby.name}, das neue ${s.baby.word}. ${s.name} schaut sie an und fühlt sich komisch.`,
      { needs: ['baby'] },
    ),
    de((s) => `Alle reden vom neuen Baby. Baby hier, Baby da! ${s.name} fühlt sich komisch.`, { unless: ['baby'] }),
    de(
      (s) =>
        `Winzige Söckchen. Ein winziges Mützchen. Alles fürs Baby. ${s.name} schaut sie an und fühlt sich komisch.`,
      {
        unless: ['baby'],
      },
    ),
  ],
};

const refrain: Passage = {
  en: [
    en((s) => `But ${s.name} is still ${s.name}. Loved just the same.`),
    en((s) => `Still ${s.name}. Still loved. Just the same as always.`),
  ],
  de: [
    de((s) => `Aber ${s.name} bleibt ${s.name}. Genauso lieb gehabt wie immer.`),
    de((s) => `Immer noch ${s.name}. Immer noch lieb gehabt. Genau wie immer.`),
  ],
};

const walk: Passage = {
  en: [
    en((s) => `${s.pal} wakes up. "Just you and me tonight," whispers ${s.pal}. Off they go, ${s.where.into}.`, {
      needs: ['toyPal'],
    }),
    en(
      (s) =>
        `Tap, tap! ${s.pal} is at the window. "Just you and me tonight," says ${s.pal}. Off they go, ${s.where.into}.`,
      {
        unless: ['toyPal'],
      },
    ),
    en((s) => `Here comes ${s.pal}. "Only us two," says ${s.pal}. Hand in ${s.paw}, they tiptoe ${s.where.into}.`),
  ],
  de: [
    de((s) => `${s.pal} wacht auf. „Heute nur wir zwei“, flüstert ${s.pal}. Und los geht es, ${s.where.into}.`, {
      needs: ['toyPal'],
    }),
    de(
      (s) =>
        `Tock, tock! ${s.pal} ist am Fenster. „Heute nur wir zwei“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`,
      {
        unless: ['toyPal'],
      },
    ),
    de((s) => `Da kommt ${s.pal}. „Nur wir beide“, sagt ${s.pal}. Ganz leise schleichen sie ${s.where.into}.`),
  ],
};

const feeling: Passage = {
  en: [
    en((s) => `${s.name} feels happy. And cross. And jealous. All mixed up, like a muddle of socks.`),
    en(
      (s) => `"I'm cross," says ${s.name}. "Everybody looks at the baby. Nobody looks at me." ${s.name} feels jealous.`,
      { unless: ['expected'] },
    ),
    en(
      (s) =>
        `"I'm cross," says ${s.name}. "The baby isn't even here yet, and it's baby, baby, baby!" ${s.name} feels jealous.`,
      { needs: ['expected'] },
    ),
  ],
  de: [
    de((s) => `${s.name} ist froh. Und wütend. Und eifersüchtig. Alles durcheinander, wie ein Sockenknäuel.`),
    de(
      (s) =>
        `„Ich bin wütend“, sagt ${s.name}. „Alle gucken nur das Baby an. Keiner guckt mich an.“ ${s.name} ist eifersüchtig.`,
      { unless: ['expected'] },
    ),
    de(
      (s) =>
        `„Ich bin wütend“, sagt ${s.name}. „Das Baby ist noch gar nicht da, und alle reden nur vom Baby!“ ${s.name} ist eifersüchtig.`,
      { needs: ['expected'] },
    ),
  ],
};

const answer: Passage = {
  en: [
    en(
      (s) =>
        `There is ${s.where.guideName}, the ${s.where.guideKind}. "Jealous is all right," says ${s.where.guideName}. "Mixed up is all right. And nobody can take your place. There is only one ${s.name}."`,
    ),
    en(
      (s) =>
        `${s.pal} gives ${s.name} a big hug. "Jealous is all right," says ${s.pal}. "And you are loved just the same. Always the same."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Da ist ${s.where.guideName}. „Eifersüchtig sein ist in Ordnung“, sagt ${s.where.guideName}. „Durcheinander auch. Und keiner nimmt dir deinen Platz weg. ${s.name} gibt es nur einmal.“`,
    ),
    de(
      (s) =>
        `${s.pal} drückt ${s.name} ganz fest. „Eifersüchtig sein ist in Ordnung“, sagt ${s.pal}. „Und du wirst genauso lieb gehabt. Immer genauso.“`,
    ),
  ],
};

const littleAgain: Passage = {
  en: [
    en(
      (s) =>
        `"Can I be little too?" asks ${s.name}. "Yes," says ${s.pal}. "A lap. A carry. A lullaby. Big ones can be little too."`,
    ),
    en(
      (s) =>
        `${s.name} wants to be little again. That is all right. A cuddle on a lap. A song. Little, just for a while.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Darf ich auch klein sein?“, fragt ${s.name}. „Ja“, sagt ${s.pal}. „Auf den Schoß. Auf den Arm. Ein Schlaflied. Große dürfen auch mal klein sein.“`,
    ),
    de(
      (s) =>
        `${s.name} will wieder klein sein. Das ist in Ordnung. Kuscheln auf dem Schoß. Ein Lied. Ein bisschen klein, nur für eine Weile.`,
    ),
  ],
};

const tinyBaby: Passage = {
  en: [
    en(
      (s) =>
        `${s.baby.name} is tiny, tiny, tiny. Babies sleep. Babies cry. Babies hold a finger, tight. But babies can't walk, and babies can't talk.`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    en(
      () =>
        `Babies are tiny, tiny, tiny. Babies sleep. Babies cry. Babies hold a finger, tight. No walking. No talking. Not yet!`,
      { unless: ['expected'] },
    ),
    en(
      (s) =>
        `A new baby is so small. Sleep, cry, milk, sleep. And a tiny hand that holds on to ${s.name}'s finger. Hold on tight!`,
      { unless: ['expected'] },
    ),
    ...waitingForTheBaby.en,
  ],
  de: [
    de(
      (s) =>
        `${s.baby.name} ist winzig, winzig klein. Babys schlafen. Babys weinen. Babys halten einen Finger fest. Aber Babys können nicht laufen und nicht sprechen.`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    de(
      () =>
        `Babys sind winzig, winzig klein. Babys schlafen. Babys weinen. Babys halten einen Finger fest. Kein Laufen. Kein Sprechen. Noch lange nicht!`,
      { unless: ['expected'] },
    ),
    de(
      (s) =>
        `So ein neues Baby ist so klein. Schlafen, weinen, Milch, schlafen. Und eine winzige Hand, die sich an ${s.sein('em')} Finger festhält. Ganz fest!`,
      { unless: ['expected'] },
    ),
    ...waitingForTheBaby.de,
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, in the cosy bed. ${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} ${s.name} a goodnight kiss. Still ${s.name}. Loved just the same. Goodnight, ${s.name}.`,
      { needs: ['grownups'] },
    ),
    en((s) => `${s.name} cuddles ${s.toy.the}. That is ${s.name}'s own. Eyes closed. Goodnight, ${s.name}.`, {
      needs: ['toy'],
    }),
    en((s) => `Back in bed. ${s.pal} snuggles close. Still ${s.name}. Loved just the same. Sleep tight.`),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause, im kuscheligen Bett. ${cap(s.grownups.names)} ${s.grownups.plural ? 'geben' : 'gibt'} ${s.name} einen Gutenachtkuss. Immer noch ${s.name}. Genauso lieb gehabt. Gute Nacht, ${s.name}.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `${s.name} kuschelt mit ${s.toy.der.dat}. ${s.toy.Der.nom} gehört nur ${s.name}. Augen zu. Gute Nacht, ${s.name}.`,
      {
        needs: ['toy'],
      },
    ),
    de((s) => `Wieder im Bett. ${s.pal} kuschelt sich an. Immer noch ${s.name}. Genauso lieb gehabt. Schlaf gut.`),
  ],
};

export const newSiblingLittle: Arc = {
  id: 'new-sibling-little',
  kind: 'care',
  themes: ['new-sibling'],
  ages: ['little'],
  title: {
    en: [
      en((s) => `Still ${s.name}`),
      en((s) => `${s.name} and the Tiny Baby`, { unless: ['expected'] }),
      en((s) => `${s.name} Waits for the Baby`, { needs: ['expected'] }),
      en((s) => `A Big Hug for ${s.name}`),
    ],
    de: [
      de((s) => `Immer noch ${s.name}`),
      de((s) => `${s.name} und das winzige Baby`, { unless: ['expected'] }),
      de((s) => `${s.name} wartet aufs Baby`, { needs: ['expected'] }),
      de((s) => `Eine große Umarmung für ${s.name}`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `${s.name}'s family is getting bigger: a new baby! ${s.name} feels jealous, and that is all right: ${s.name} is loved just the same.`,
        { unless: ['expected'] },
      ),
      en(
        (s) =>
          `A new baby is on the way in ${s.name}'s family! ${s.name} feels jealous, and that is all right: ${s.name} is loved just the same.`,
        { needs: ['expected'] },
      ),
    ],
    de: [
      de(
        (s) =>
          `Die Familie von ${s.name} wird größer: ein neues Baby! ${s.name} ist eifersüchtig, und das ist in Ordnung: ${s.name} wird genauso lieb gehabt.`,
        { unless: ['expected'] },
      ),
      de(
        (s) =>
          `In der Familie von ${s.name} ist ein Baby unterwegs! ${s.name} ist eifersüchtig, und das ist in Ordnung: ${s.name} wird genauso lieb gehabt.`,
        { needs: ['expected'] },
      ),
    ],
  },
  recap: {
    en: [
      en((s) => `Last time, ${s.name} had felt jealous of the new baby, and ${s.pal} had given ${s.him} a big hug.`),
      en((s) => `Last time, ${s.name} had found out that babies are tiny, and that ${s.name} is loved just the same.`),
    ],
    de: [
      de(
        (s) =>
          `Beim letzten Mal war ${s.name} eifersüchtig auf das neue Baby gewesen, und ${s.pal} hatte ${s.ihn} fest gedrückt.`,
      ),
      de(
        (s) =>
          `Beim letzten Mal hatte ${s.name} gemerkt, dass Babys winzig sind und dass ${s.name} genauso lieb gehabt wird.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'home', cast: ['grownups', 'baby'], things: ['toy'] },
      beats: [evening, refrain],
    },
    {
      picture: { composition: 'journey', where: 'setting' },
      beats: [careSiblingsLittle, walk, feeling, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [answer, littleAgain] },
    { picture: { composition: 'wide', where: 'setting' }, beats: [tinyBaby] },
    { picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['toy'] }, beats: [goodnight] },
  ],
};
