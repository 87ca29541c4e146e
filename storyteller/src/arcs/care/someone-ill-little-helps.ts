import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// The little story of someone ill, its middle: the things that stay close, and what helps.

export const closeThings: Passage = {
  en: [
    en((s) => `Tomorrow ${s.name} will draw a picture for ${s.ill.name}. A sun, and a big heart.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    en((s) => `${s.name} can give ${s.ill.name} a gentle cuddle. Gently, gently.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    en((s) => `${s.name} can hold ${s.ill.name}'s hand. Hands know how to hold.`, { needs: ['ill', 'dementia'] }),
    en((s) => `${s.name} can sing ${s.ill.name} an old song. La, la, la. Songs stay.`, {
      needs: ['ill', 'dementia'],
    }),
    en((s) => `${s.name} can look at the old photos with ${s.ill.name}. Who is that? Look!`, {
      needs: ['ill', 'dementia'],
    }),
    en((s) => `Tomorrow ${s.name} will draw a picture. A sun, and a big heart.`, { unless: ['ill'] }),
  ],
  de: [
    de((s) => `Morgen malt ${s.name} ein Bild für ${s.ill.name}. Eine Sonne und ein großes Herz.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    de((s) => `${s.name} kann ${s.ill.name} ganz vorsichtig drücken. Sanft, ganz sanft.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    de((s) => `${s.name} kann ${s.ill.name} die Hand halten. Hände wissen, wie Festhalten geht.`, {
      needs: ['ill', 'dementia'],
    }),
    de((s) => `${s.name} kann ${s.ill.name} ein altes Lied vorsingen. La, la, la. Lieder bleiben.`, {
      needs: ['ill', 'dementia'],
    }),
    de((s) => `${s.name} kann mit ${s.ill.name} alte Fotos anschauen. Wer ist das? Guck mal!`, {
      needs: ['ill', 'dementia'],
    }),
    de((s) => `Morgen malt ${s.name} ein Bild. Eine Sonne und ein großes Herz.`, { unless: ['ill'] }),
  ],
};

/** And what helps the child: a toy lent, the grown-ups' cuddle, the companion's. */
export const whatHelps: Passage = {
  en: [
    en((s) => `Maybe ${s.name} can lend ${s.toy.the} to ${s.ill.name}. For company.`, { needs: ['ill', 'toy'] }),
    en(
      (s) =>
        `${cap(s.grownups.names)} look${s.grownups.one ? 's' : ''} after ${s.name}. There is a cuddle for ${s.name}, too. A big one.`,
      { needs: ['grownups'] },
    ),
    en((s) => `${s.pal} snuggles up. There is a cuddle for ${s.name}, too. A big one.`),
  ],
  de: [
    de((s) => `Vielleicht leiht ${s.name} ${s.ill.name} ${s.toy.der.acc}. Damit ${s.ill.name} nicht allein ist.`, {
      needs: ['ill', 'toy'],
    }),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'passen' : 'passt'} auf ${s.name} auf. Und eine Umarmung gibt es für ${s.name} auch. Eine ganz große.`,
      { needs: ['grownups'] },
    ),
    de((s) => `${s.pal} rückt ganz dicht heran. Eine Umarmung gibt es für ${s.name} auch. Eine ganz große.`),
  ],
};
