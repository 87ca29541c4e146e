import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// The little story of someone ill, its middle: the things that stay close, and what helps. The
// child's own ritual is told here, done tonight too; when the child may not visit yet, a picture
// goes instead, and nothing is done at the bedside.

export const closeThings: Passage = {
  en: [
    en((s) => `Tomorrow ${s.name} will draw a picture for ${s.ill.name}. A sun, and a big heart.`, {
      needs: ['ill'],
      unless: ['dementia'],
    }),
    en((s) => `${s.name} can give ${s.ill.name} a gentle cuddle. Gently, gently.`, {
      needs: ['ill'],
      unless: ['dementia', 'noVisits'],
    }),
    en((s) => `${s.name} can hold ${s.ill.name}'s hand. Hands know how to hold.`, {
      needs: ['ill', 'dementia'],
      unless: ['noVisits'],
    }),
    en(
      (s) =>
        `${s.name} cannot visit ${s.ill.name} yet. So ${s.name} sends a picture. The picture goes all the way to ${s.ill.name}.`,
      { needs: ['ill', 'noVisits'] },
    ),
    en((s) => `${s.name} thinks of ${s.ill.name}. ${s.name} ${s.ritual.words}. Tonight too, before bed.`, {
      needs: ['ill', 'ritual'],
    }),
    en((s) => `${s.name} cannot visit ${s.ill.name} yet. But ${s.name} ${s.ritual.words}. Tonight too.`, {
      needs: ['ill', 'noVisits', 'ritual'],
    }),
    en((s) => `${s.name} can sing ${s.ill.name} an old song. La, la, la. Songs stay.`, {
      needs: ['ill', 'dementia'],
    }),
    en((s) => `${s.name} can look at the old photos with ${s.ill.name}. Who is that? Look!`, {
      needs: ['ill', 'dementia'],
      unless: ['noVisits'],
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
      unless: ['dementia', 'noVisits'],
    }),
    de((s) => `${s.name} kann ${s.ill.name} die Hand halten. Hände wissen, wie Festhalten geht.`, {
      needs: ['ill', 'dementia'],
      unless: ['noVisits'],
    }),
    de(
      (s) =>
        `${s.name} darf ${s.ill.name} noch nicht besuchen. Also schickt ${s.name} ein Bild. Das Bild kommt bis zu ${s.ill.name}.`,
      { needs: ['ill', 'noVisits'] },
    ),
    de((s) => `${s.name} denkt an ${s.ill.name}. ${s.name} ${s.ritual.words}. Heute Abend auch, vor dem Schlafen.`, {
      needs: ['ill', 'ritual'],
    }),
    de((s) => `${s.name} darf ${s.ill.name} noch nicht besuchen. Aber ${s.name} ${s.ritual.words}. Heute Abend auch.`, {
      needs: ['ill', 'noVisits', 'ritual'],
    }),
    de((s) => `${s.name} kann ${s.ill.name} ein altes Lied vorsingen. La, la, la. Lieder bleiben.`, {
      needs: ['ill', 'dementia'],
    }),
    de((s) => `${s.name} kann mit ${s.ill.name} alte Fotos anschauen. Wer ist das? Guck mal!`, {
      needs: ['ill', 'dementia'],
      unless: ['noVisits'],
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
    de(
      (s) =>
        `Vielleicht darf ${s.ill.name} ${s.toy.der.acc} von ${s.name} ausleihen. Damit ist ${s.ill.name} nicht allein.`,
      {
        needs: ['ill', 'toy'],
      },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'passen' : 'passt'} auf ${s.name} auf. Und eine Umarmung gibt es für ${s.name} auch. Eine ganz große.`,
      { needs: ['grownups'] },
    ),
    de((s) => `${s.pal} rückt ganz dicht heran. Eine Umarmung gibt es für ${s.name} auch. Eine ganz große.`),
  ],
};
