import { de, en, type Passage } from '../types.ts';

// The people of the child's life in an adventure: brothers and sisters who come along, a friend
// thought of, a proud memory. Each is told in the story's words, never pasted from the form.

export const siblingsJoin: Passage = {
  en: [
    en(
      (s) =>
        `${s.sibling.name} had come along too, of course, ${s.sibling.big ? 'striding ahead as big sisters and brothers do' : `holding on tight to a corner of ${s.name}'s pyjamas`}.`,
      {
        needs: ['sibling'],
        ages: ['big'],
      },
    ),
    en((s) => `${s.siblings.names} had come along too, of course, and nobody was going to miss a thing.`, {
      needs: ['siblings'],
      unless: ['sibling'],
      ages: ['big'],
    }),
    en((s) => `${s.siblings.names} ${s.siblings.count > 1 ? 'come' : 'comes'} too!`, {
      needs: ['siblings'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Natürlich war auch ${s.sibling.name} mitgekommen, ${s.sibling.big ? 'immer ein paar Schritte voraus, wie große Geschwister das so machen' : `und hielt sich an einem Zipfel von ${s.sein('em')} Schlafanzug fest`}.`,
      {
        needs: ['sibling'],
        ages: ['big'],
      },
    ),
    de(
      (s) => `Natürlich waren auch ${s.siblings.names} mitgekommen, und keiner wollte auch nur das Kleinste verpassen.`,
      {
        needs: ['siblings'],
        unless: ['sibling'],
        ages: ['big'],
      },
    ),
    de((s) => `${s.siblings.names} ${s.siblings.count > 1 ? 'kommen' : 'kommt'} auch mit!`, {
      needs: ['siblings'],
      ages: ['little'],
    }),
  ],
};

export const friend: Passage = {
  en: [
    en(
      (s) =>
        `"${s.friend.name} would love this," said ${s.name}, and decided to tell ${s.friend.him} all about it tomorrow.`,
      {
        needs: ['friend'],
      },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Das würde ${s.friend.name} gefallen“, sagte ${s.name} und nahm sich vor, morgen alles davon zu erzählen.`,
      {
        needs: ['friend'],
      },
    ),
  ],
};

export const memory: Passage = {
  en: [
    en(
      (s) =>
        `${s.pal} nudged ${s.him}. "Remember what you did the other day?" ${s.name} remembered, and felt tall inside.`,
      {
        needs: ['memory'],
      },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.pal} stupste ${s.ihn} an. „Weißt du noch?“ Und ${s.name} dachte daran, was ${s.er} neulich geschafft hatte, und wurde innen ganz groß.`,
      {
        needs: ['memory'],
      },
    ),
  ],
};

export const thing: Passage = {
  en: [],
  de: [],
};
