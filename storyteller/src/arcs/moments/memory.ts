import type { DeSlots, EnSlots } from '../../slots/types.ts';
import { de, en, type Passage } from '../types.ts';
import { DE_GENERAL_MEMORY, DE_MEMORIES, EN_GENERAL_MEMORY, EN_MEMORIES } from './memory-kinds.ts';

// The child's proud moment, told as a memory the companion and the child share: the companion
// remembers it too. Each kind of achievement has its own words (memory-kinds.ts); one of no known
// kind is told in general words. The parent's own words are never pasted in.

/**
 * The kinds of achievement a story can tell as a memory, most particular first. The reader
 * (storyteller/src/reader/achievement.ts) reads the parent's words into one of these.
 */
export const ACHIEVEMENT_KINDS = [
  'penalty-save',
  'goal',
  'race',
  'tooth',
  'teeth',
  'swim',
  'bike',
  'shoes',
  'dressed',
  'reading',
  'writing',
  'poem',
  'concert',
  'show',
  'drawing',
  'climbing',
  'potty',
  'dry-nights',
  'own-bed',
  'kindergarten',
  'school',
] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

const isKind = (kind: string | null): kind is AchievementKind =>
  kind !== null && (ACHIEVEMENT_KINDS as readonly string[]).includes(kind);

export const enMemory = (kind: string | null) => (isKind(kind) ? EN_MEMORIES[kind] : EN_GENERAL_MEMORY);
export const deMemory = (kind: string | null) => (isKind(kind) ? DE_MEMORIES[kind] : DE_GENERAL_MEMORY);

type EnWith = EnSlots & { memory: { kind: string | null } };
type DeWith = DeSlots & { memory: { kind: string | null } };

const enRemember = (s: EnWith) => {
  const m = enMemory(s.memory.kind);
  return `${s.pal} nudged ${s.him} gently. "Do you remember ${m.you}?" Of course ${s.name} remembered. ${m.told(s)}`;
};
const enThinking = (s: EnWith) => {
  const m = enMemory(s.memory.kind);
  return `"I keep thinking about ${m.you}," said ${s.pal} softly. ${m.told(s)} ${s.name} felt warm and proud, right down to ${s.his} toes.`;
};
const enSmile = (s: EnWith) => {
  const m = enMemory(s.memory.kind);
  return `Somewhere along the way, ${s.name} thought of something that made ${s.him} smile. ${m.told(s)} "I remember that too," said ${s.pal}, as if ${s.palHe} had heard the thought. "That was a proud day."`;
};

const enGoodAt = (s: EnWith) => {
  const m = enMemory(s.memory.kind);
  return `"You know what you're good at?" said ${s.pal}. "Remember ${m.you}?" ${m.told(s)} ${s.name} grinned. ${s.He} remembered it very well.`;
};
const enTellAgain = (s: EnWith) => {
  const m = enMemory(s.memory.kind);
  return `"Tell me again," said ${s.pal}, "about ${m.you}." So ${s.name} told it all over again. ${m.told(s)} "I love that story," said ${s.pal}.`;
};
const enGiggle = (s: EnWith) => {
  const m = enMemory(s.memory.kind);
  return `All of a sudden ${s.pal} began to giggle. "I was just thinking about ${m.you}," ${s.palHe} said. ${m.told(s)} ${s.name} had been so proud. ${s.He} still ${s.was}.`;
};

const deWeisstDu = (s: DeWith) => {
  const m = deMemory(s.memory.kind);
  return `${s.pal} stupste ${s.ihn} sacht an. „Weißt du noch, ${m.du}?“ Und ob ${s.name} das noch wusste! ${m.damals(s)}`;
};
const deDenken = (s: DeWith) => {
  const m = deMemory(s.memory.kind);
  return `„Weißt du, woran ich die ganze Zeit denken muss?“, fragte ${s.pal} leise. „Daran, ${m.du}.“ ${m.damals(s)} ${s.name} wurde ganz warm vor Stolz, bis hinunter in die Zehenspitzen.`;
};
const deLaecheln = (s: DeWith) => {
  const m = deMemory(s.memory.kind);
  return `Irgendwo unterwegs fiel ${s.name} etwas ein, und ein Lächeln ging über ${s.sein('')} Gesicht. ${m.damals(s)} „Daran denke ich auch gern“, sagte ${s.pal}, als hätte ${s.palEr} den Gedanken gehört. „Das war ein großer Tag.“`;
};

const deGutKannst = (s: DeWith) => {
  const m = deMemory(s.memory.kind);
  return `„Weißt du, was du richtig gut kannst?“, fragte ${s.pal}. „Weißt du noch, ${m.du}?“ ${m.damals(s)} ${s.name} grinste. Und wie ${s.name} das noch wusste!`;
};
const deErzaehl = (s: DeWith) => {
  const m = deMemory(s.memory.kind);
  return `„Erzähl noch mal“, bat ${s.pal}, „davon, ${m.du}.“ Also erzählte ${s.name} alles noch einmal. ${m.damals(s)} „Diese Geschichte mag ich so gern“, sagte ${s.pal}.`;
};
const deKichern = (s: DeWith) => {
  const m = deMemory(s.memory.kind);
  return `Auf einmal fing ${s.pal} an zu kichern. „Ich musste gerade daran denken, ${m.du}“, sagte ${s.palEr}. ${m.damals(s)} Und ob ${s.name} stolz gewesen war. Und immer noch war!`;
};

const enFavourite = (s: EnWith) => {
  const m = enMemory(s.memory.kind);
  return `"Can I tell you my favourite thing?" asked ${s.pal}. "It's ${m.you}." ${m.told(s)} ${s.name} went a little pink, and then ${s.he} laughed, because it was ${s.his} favourite thing too.`;
};
const enQuiet = (s: EnWith) => {
  const m = enMemory(s.memory.kind);
  return `They went on without talking for a while, and in the quiet a memory came back to ${s.name}. ${m.told(s)} ${s.pal} looked across, saw the smile, and smiled too, because ${s.palHe} remembered it just as well.`;
};
const enNeverForget = (s: EnWith) => {
  const m = enMemory(s.memory.kind);
  const you = m.you.charAt(0).toUpperCase() + m.you.slice(1);
  return `"Guess what I'll never forget," said ${s.pal}. "Not in a hundred years. ${you}." ${m.told(s)} ${s.name} sat up a little taller.`;
};

const deNieVergessen = (s: DeWith) => {
  const m = deMemory(s.memory.kind);
  const du = m.du.charAt(0).toUpperCase() + m.du.slice(1);
  return `„Weißt du, was ich nie vergesse?“, fragte ${s.pal}. „${du}.“ ${m.damals(s)} ${s.name} wurde ein bisschen rot und musste dann lachen, denn ${s.er} würde das auch nie vergessen.`;
};
const deStille = (s: DeWith) => {
  const m = deMemory(s.memory.kind);
  return `Eine Weile gingen sie ohne ein Wort nebeneinanderher, und in der Stille kam ${s.name} eine Erinnerung. ${m.damals(s)} ${s.pal} schaute herüber, sah das Lächeln und lächelte mit, denn ${s.palEr} wusste es genauso gut noch.`;
};
const deStaunen = (s: DeWith) => {
  const m = deMemory(s.memory.kind);
  return `Auf einmal blieb ${s.pal} stehen. „Ich muss immer noch staunen, ${m.du}“, sagte ${s.palEr}. ${m.damals(s)} ${s.name} wuchs vor Stolz ein kleines Stück.`;
};

export const memory: Passage = {
  en: [
    en(enRemember, { needs: ['memory'], ages: ['big'] }),
    en(enThinking, { needs: ['memory'], ages: ['big'] }),
    en(enSmile, { needs: ['memory'], ages: ['big'] }),
    en(enGoodAt, { needs: ['memory'], ages: ['big'] }),
    en(enTellAgain, { needs: ['memory'], ages: ['big'] }),
    en(enGiggle, { needs: ['memory'], ages: ['big'] }),
    en(enFavourite, { needs: ['memory'], ages: ['big'] }),
    en(enQuiet, { needs: ['memory'], ages: ['big'] }),
    en(enNeverForget, { needs: ['memory'], ages: ['big'] }),
    en((s) => `"Remember?" says ${s.pal}. "${enMemory(s.memory.kind).little}" ${s.name} smiles a big smile.`, {
      needs: ['memory'],
      ages: ['little'],
    }),
    en((s) => `${s.pal} gives ${s.name} a big hug. "${enMemory(s.memory.kind).little}" Proud, proud ${s.name}!`, {
      needs: ['memory'],
      ages: ['little'],
    }),
    en((s) => `${s.pal} whispers in ${s.his} ear. "${enMemory(s.memory.kind).little}" ${s.name} feels big and proud.`, {
      needs: ['memory'],
      ages: ['little'],
    }),
  ],
  de: [
    de(deWeisstDu, { needs: ['memory'], ages: ['big'] }),
    de(deDenken, { needs: ['memory'], ages: ['big'] }),
    de(deLaecheln, { needs: ['memory'], ages: ['big'] }),
    de(deGutKannst, { needs: ['memory'], ages: ['big'] }),
    de(deErzaehl, { needs: ['memory'], ages: ['big'] }),
    de(deKichern, { needs: ['memory'], ages: ['big'] }),
    de(deNieVergessen, { needs: ['memory'], ages: ['big'] }),
    de(deStille, { needs: ['memory'], ages: ['big'] }),
    de(deStaunen, { needs: ['memory'], ages: ['big'] }),
    de(
      (s) => `${s.pal} drückt ${s.ihn} ganz fest. „${deMemory(s.memory.kind).little}“ ${s.name} ist stolz wie Oskar.`,
      {
        needs: ['memory'],
        ages: ['little'],
      },
    ),
    de((s) => `„Weißt du noch?“, fragt ${s.pal}. „${deMemory(s.memory.kind).little}“ ${s.name} strahlt.`, {
      needs: ['memory'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.pal} flüstert ${s.ihm} etwas ins Ohr. „${deMemory(s.memory.kind).little}“ ${s.name} fühlt sich ganz groß.`,
      { needs: ['memory'], ages: ['little'] },
    ),
  ],
};
