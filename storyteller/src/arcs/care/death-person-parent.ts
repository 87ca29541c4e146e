import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// When the one who died was the child's mum or dad: the child hears who looks after them now (the
// grown-ups the plan names, or the grown-ups who love them), for the big and the little story. Every
// variant needs `lostParent`, so the beat is left out of any other story of a death.

/** Only when a mum or dad died: the child will be looked after, by whom. */
export const lookedAfterBig: Passage = {
  en: [
    en(
      (s) =>
        `"Who will do all the things ${s.lost.name} did?" asked ${s.name} in a very small voice. "Who will look after me now?" ${s.where.guideName} looked at ${s.him} for a long, kind moment. "You are not on your own," ${s.where.guideName} said. "${cap(s.grownups.names)} ${s.grownups.one ? 'is' : 'are'} there, and will look after you. That is what grown-ups are for."`,
      { needs: ['lost', 'lostParent', 'grownups'] },
    ),
    en(
      (s) =>
        `"Everything is different now," said ${s.name}. "Will it always be like this?" "Some things will stay different," said ${s.where.guideName} honestly. "But you will always be looked after. ${cap(s.grownups.names)} ${s.grownups.one ? 'is' : 'are'} there for you, every morning and every night."`,
      { needs: ['lost', 'lostParent', 'grownups'] },
    ),
    en(
      (s) =>
        `${s.pal} pressed close. "I know what you are worrying about," ${s.palHe} said softly. "Who will look after you now. ${cap(s.grownups.names)} will, every single day. You are not on your own."`,
      { needs: ['lost', 'lostParent', 'grownups'] },
    ),
    en(
      (s) =>
        `"Who will look after me now?" asked ${s.name} in a very small voice. "The grown-ups who love you," said ${s.where.guideName} at once. "They will look after you. You will not be left on your own, not ever."`,
      { needs: ['lost', 'lostParent'], unless: ['grownups'] },
    ),
    en(
      (s) =>
        `"Everything is different now," said ${s.name}. "Will it always be like this?" "Some things will stay different," said ${s.where.guideName} honestly. "But you will always be looked after, every morning and every night, by the grown-ups who love you."`,
      { needs: ['lost', 'lostParent'], unless: ['grownups'] },
    ),
    en(
      (s) =>
        `${s.pal} pressed close. "I know what you are worrying about," ${s.palHe} said softly. "Who will look after you now. The grown-ups who love you will, every single day. You are not on your own."`,
      { needs: ['lost', 'lostParent'], unless: ['grownups'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Wer macht denn jetzt all das, was ${s.lost.name} gemacht hat?“, fragte ${s.name} ganz leise. „Wer passt jetzt auf mich auf?“ ${s.where.guideName} sah ${s.ihn} lange und freundlich an. „Du bist nicht allein“, sagte ${s.where.guideName}. „${cap(s.grownups.names)} ${s.grownups.plural ? 'sind' : 'ist'} da und ${s.grownups.plural ? 'passen' : 'passt'} auf dich auf. Dafür sind die Großen da.“`,
      { needs: ['lost', 'lostParent', 'grownups'] },
    ),
    de(
      (s) =>
        `„Jetzt ist alles anders“, sagte ${s.name}. „Bleibt das immer so?“ „Manches bleibt anders“, sagte ${s.where.guideName} ehrlich. „Aber auf dich wird immer aufgepasst. ${cap(s.grownups.names)} ${s.grownups.plural ? 'sind' : 'ist'} für dich da, jeden Morgen und jeden Abend.“`,
      { needs: ['lost', 'lostParent', 'grownups'] },
    ),
    de(
      (s) =>
        `${s.pal} rückte ganz nah heran. „Ich weiß, worüber du dir Sorgen machst“, sagte ${s.palEr} leise. „Wer jetzt auf dich aufpasst. ${cap(s.grownups.names)} ${s.grownups.plural ? 'passen' : 'passt'} auf dich auf, jeden einzelnen Tag. Du bist nicht allein.“`,
      { needs: ['lost', 'lostParent', 'grownups'] },
    ),
    de(
      (s) =>
        `„Wer passt jetzt auf mich auf?“, fragte ${s.name} ganz leise. „Die Großen, die dich lieb haben“, sagte ${s.where.guideName} sofort. „Sie passen auf dich auf. Du bleibst nicht allein, niemals.“`,
      { needs: ['lost', 'lostParent'], unless: ['grownups'] },
    ),
    de(
      (s) =>
        `„Jetzt ist alles anders“, sagte ${s.name}. „Bleibt das immer so?“ „Manches bleibt anders“, sagte ${s.where.guideName} ehrlich. „Aber auf dich wird immer aufgepasst, jeden Morgen und jeden Abend, von den Großen, die dich lieb haben.“`,
      { needs: ['lost', 'lostParent'], unless: ['grownups'] },
    ),
    de(
      (s) =>
        `${s.pal} rückte ganz nah heran. „Ich weiß, worüber du dir Sorgen machst“, sagte ${s.palEr} leise. „Wer jetzt auf dich aufpasst. Die Großen, die dich lieb haben, jeden einzelnen Tag. Du bist nicht allein.“`,
      { needs: ['lost', 'lostParent'], unless: ['grownups'] },
    ),
  ],
};

/** Only when a mum or dad died: the child will be looked after. */
export const lookedAfterLittle: Passage = {
  en: [
    en(
      (s) =>
        `"Who looks after me now?" asks ${s.name}. "${cap(s.grownups.names)}," says ${s.where.guideName}. "Every day. Every night."`,
      { needs: ['lostParent', 'grownups'] },
    ),
    en((s) => `"${cap(s.grownups.names)} will look after you," says ${s.pal}. "Every day. Every night. Always."`, {
      needs: ['lostParent', 'grownups'],
    }),
    en(
      (s) =>
        `"Who looks after me now?" asks ${s.name}. "The grown-ups who love you," says ${s.where.guideName}. "They look after you. Every day."`,
      { needs: ['lostParent'], unless: ['grownups'] },
    ),
    en((s) => `"You will be looked after," says ${s.pal}. "Every day. Every night. Always."`, {
      needs: ['lostParent'],
      unless: ['grownups'],
    }),
  ],
  de: [
    de(
      (s) =>
        `„Wer passt jetzt auf mich auf?“, fragt ${s.name}. „${cap(s.grownups.names)}“, sagt ${s.where.guideName}. „Jeden Tag. Jede Nacht.“`,
      { needs: ['lostParent', 'grownups'] },
    ),
    de(
      (s) =>
        `„${cap(s.grownups.names)} ${s.grownups.plural ? 'passen' : 'passt'} auf dich auf“, sagt ${s.pal}. „Jeden Tag. Jede Nacht. Immer.“`,
      { needs: ['lostParent', 'grownups'] },
    ),
    de(
      (s) =>
        `„Wer passt jetzt auf mich auf?“, fragt ${s.name}. „Die Großen, die dich lieb haben“, sagt ${s.where.guideName}. „Jeden Tag. Jede Nacht.“`,
      { needs: ['lostParent'], unless: ['grownups'] },
    ),
    de((s) => `„Auf dich wird aufgepasst“, sagt ${s.pal}. „Jeden Tag. Jede Nacht. Immer.“`, {
      needs: ['lostParent'],
      unless: ['grownups'],
    }),
  ],
};
