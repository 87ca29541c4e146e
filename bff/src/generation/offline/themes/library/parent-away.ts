// A mother or father away for work ("Daddy works away", „Papa ist oft auf Geschäftsreise“): the
// same moon seen from both places, and a pebble for every sleep until they are home. Not a goodbye
// at the nursery door, and not a loss.
import type { Theme } from '../types.ts';

const PARENT_EN = '(?:mum|mom|mummy|mommy|mama|dad|daddy|papa|mother|father)';
const PARENT_DE = '(?:mama|papa|mami|papi|mutti|vati|mutter|vater)';
const SAID_EN = new RegExp(`\\b(${PARENT_EN})\\b`, 'i');
const SAID_DE = new RegExp(`(?<!\\p{L})(${PARENT_DE})(?!\\p{L})`, 'iu');

/** The parent as the child calls them ("Daddy", „Mama“): by that name throughout, never "he" or „sie“. */
export function parentEn(typed: string): string {
  const said = SAID_EN.exec(typed)?.[1].toLowerCase() ?? 'dad';
  return said === 'father' ? 'Dad' : said === 'mother' ? 'Mum' : said.charAt(0).toUpperCase() + said.slice(1);
}

export function parentDe(typed: string): string {
  const said = SAID_DE.exec(typed)?.[1].toLowerCase() ?? 'papa';
  return said === 'vater' ? 'Papa' : said === 'mutter' ? 'Mama' : said.charAt(0).toUpperCase() + said.slice(1);
}

export const parentAway: Theme = {
  id: 'parent-away',
  // A parent who died or left is missed, not waited for.
  unless: {
    en: [/\b(?:died|dead|passed away|heaven|gone forever|left us)\b/],
    de: [/\b(?:gestorben|verstorben|tot|himmel|verlassen)\b/],
  },
  match: {
    en: [
      new RegExp(
        `\\b${PARENT_EN}\\b(?: \\w+){0,4} (?:works? away|working away|away (?:for|with|on) (?:work|business)|(?:travels?|travelling|traveling|away|goes away|going away|is away) (?:\\w+ ){0,2}(?:for work|a lot|for (?:a |two |three |\\w+ )?(?:days?|nights?|weeks?|months?))|travels for work|on (?:a )?(?:business )?trips?|business trips?|(?:works?|working) (?:abroad|far away|on (?:a )?(?:ship|rig|oil rig))|deployed|in the (?:army|navy|air force)|at sea|on tour)\\b`,
      ),
      new RegExp(`\\bwhen ${PARENT_EN} (?:is away|goes away|travels|works away)\\b`),
      new RegExp(
        `\\b${PARENT_EN}\\b(?: \\w+){0,4} (?:when|while) (?:he|she) (?:is |s )?(?:away|travel\\w*|works away)\\b`,
      ),
    ],
    de: [
      new RegExp(
        `\\b${PARENT_DE}\\b(?: \\w+){0,4} (?:geschaeftsreise\\w*|dienstreise\\w*|auf montage|im ausland|verreist|auf reisen|auf see|bei der bundeswehr|auswaerts|(?:weit weg|im ausland|auswaerts) arbeite\\w*|zum arbeiten weg\\w*|arbeite\\w* (?:\\w+ )?weg|(?:fuer|ueber) (?:\\w+ ){0,2}(?:tage|woche|wochen|monat|monate|naechte) (?:weg|unterwegs|fort))\\b`,
      ),
      new RegExp(`\\bwenn ${PARENT_DE} (?:\\w+ ){0,3}(?:verreist|weg ist|unterwegs ist|wegfaehrt)\\b`),
    ],
  },
  en: [
    (w, _said, typed) => {
      const parent = parentEn(typed);
      return {
        challenge: [
          `${w.name} looked up at the sky and went a little quiet. "${parent} is far away tonight," ${w.he} said. "${parent} had to go away for work."`,
          `"I'm counting the sleeps until ${parent} comes home, and there are still lots."`,
          `${w.pal} listened and did not say a word for a while.`,
        ],
        mastery: [
          `Then ${w.pal} pointed at the moon, round and bright. "${parent} can see this very same moon tonight," ${w.pal} said. "Wherever ${parent} is, it shines for both of you."`,
          `${w.name} waved at the moon and whispered, "Goodnight, ${parent}. See you soon." It felt as if the moon carried the words all the way.`,
          `"${parent} always comes back," said ${w.name}, and the words felt true all the way down to the tips of the toes.`,
        ],
      };
    },
    (w, _said, typed) => {
      const parent = parentEn(typed);
      return {
        challenge: [
          `On the way, ${w.name} told ${w.pal} a secret worry. "When ${parent} goes away for work, I'm scared ${parent} might not come back."`,
          `${w.pal} listened very carefully, the way good friends do.`,
        ],
        mastery: [
          `${w.pal} found a pebble for every sleep until ${parent} came home, and together they laid them in a row. "Every morning, one pebble goes," said ${w.pal}. "And when the last one is gone…"`,
          `"${parent} is home!" cried ${w.name}, and laughed.`,
          `${w.pal} nodded. "Going away is part of ${parent}'s work. Coming back is part of ${parent}'s love." ${w.name} held that thought tight, like a warm pebble.`,
        ],
      };
    },
  ],
  de: [
    (w, _said, typed) => {
      const parent = parentDe(typed);
      return {
        challenge: [
          `${w.name} schaute in den Himmel und wurde ein bisschen still. „${parent} ist heute Nacht ganz weit weg“, sagte ${w.er}. „${parent} musste zum Arbeiten wegfahren.“`,
          `„Ich zähle die Nächte, bis ${parent} wiederkommt, und es sind noch ganz viele.“`,
          `${w.pal} hörte zu und sagte eine Weile gar nichts.`,
        ],
        mastery: [
          `Da zeigte ${w.pal} auf den Mond, rund und hell. „${parent} kann heute Nacht genau denselben Mond sehen“, sagte ${w.pal}. „Wo ${parent} auch ist, er leuchtet für euch beide.“`,
          `${w.name} winkte dem Mond zu und flüsterte: „Gute Nacht, ${parent}. Bis bald.“ Es fühlte sich an, als trüge der Mond die Worte den ganzen Weg.`,
          `„${parent} kommt immer wieder“, sagte ${w.name} und glaubte es bis in die Zehenspitzen.`,
        ],
      };
    },
    (w, _said, typed) => {
      const parent = parentDe(typed);
      return {
        challenge: [
          `Unterwegs erzählte ${w.name} ${w.pal} eine geheime Sorge. „Wenn ${parent} zum Arbeiten wegfährt, habe ich Angst, dass ${parent} nicht wiederkommt.“`,
          `${w.pal} hörte ganz genau zu, so wie gute Freunde das tun.`,
        ],
        mastery: [
          `${w.pal} suchte für jede Nacht, bis ${parent} wieder da war, einen Kieselstein, und zusammen legten sie die Steine in eine Reihe. „Jeden Morgen kommt einer weg“, sagte ${w.pal}. „Und wenn der letzte weg ist …“`,
          `„… ist ${parent} wieder da!“, rief ${w.name} und lachte.`,
          `${w.pal} nickte. „Wegfahren gehört zu ${parent}s Arbeit. Wiederkommen gehört zu ${parent}s Liebe.“ ${w.name} hielt den Gedanken fest wie einen warmen Kiesel in der Hand.`,
        ],
      };
    },
  ],
};
