import type { Language } from '@dreamweaver/contracts';
import { storySentences, wholeWords } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';
import { rememberedOnes } from './who.ts';

// Someone who died, present in a scene: their name or relation word right next to a verb of being
// there ("Grandpa smiled", "said Grandpa", „Opa lächelte“, „Minka schnurrte“), in a sentence without
// a word that makes it a memory ("remembered", "used to", "always", "had", a photo, a story about
// them; „erinnerte“, „früher“, „immer“, …). Someone who died is remembered, never there.

const PRESENCE: Record<Language, string[]> = {
  en: [
    ...'watched watches smiled smiles laughed laughs hugged hugs cuddled danced dances waved waves slept sleeps dozed dozes came comes sat sits stood stands walked walks nodded nods winked winks whispered whispers sang sings said says called held holds looked looks purred purrs barked barks wagged wags licked licks snored snores snuggled curled ran runs jumped jumps played plays appeared appears visited kissed tucked told tells answered replied giggled chuckled waited waits listened listens'.split(
      ' ',
    ),
    'was there',
    'is there',
    'was here',
    'is here',
  ],
  de: 'sah schaute schaut guckte lächelte lächelt lachte lacht umarmte umarmt kuschelte tanzte tanzt winkte winkt schlief schläft döste döst kam kommt saß sitzt stand steht ging geht nickte nickt zwinkerte flüsterte flüstert sang singt sagte sagt rief ruft hielt hält schnurrte schnurrt bellte bellt wedelte leckte schnarchte lief läuft rannte sprang spielte spielt erschien besuchte küsste erzählte erzählt antwortete kicherte wartete wartet hörte'.split(
    ' ',
  ),
};

const MEMORY: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:remember|remembered|remembers|remembering|memory|memories|used to|always|once|had|would|photo|photos|photograph|picture|story about|stories about|thought of|thought about|thinks of|thinks about|missed|misses|miss|dreamed|dreamt|loved)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:erinnerte|erinnert|erinnern|erinnerung|erinnerungen|früher|immer|einmal|einst|damals|hatte|hatten|foto|fotos|bild|geschichte|geschichten|vermisste|vermisst|vermissen|dachte an|denkt an|träumte|liebte|geliebt)(?![\p{L}])/iu,
};

/** A word before a name that makes them the object, not the one who acts: "told Pip about Grandpa", „als Theo von Opa erzählte“. */
const PREPOSITIONS: Record<Language, string> = {
  en: 'about|of|with|for|to|at|from|like|without|by',
  de: 'von|vom|mit|an|über|für|zu|zum|bei|ohne|wie|um|nach',
};

function presenceNear(language: Language) {
  const verbs = PRESENCE[language].join('|');
  return {
    after: new RegExp(`^\\s+(?:\\p{L}+\\s+){0,2}?(?:${verbs})(?![\\p{L}])`, 'iu'),
    before: new RegExp(`(?<![\\p{L}])(?:${verbs})\\s+$`, 'iu'),
    object: new RegExp(`(?<![\\p{L}])(?:${PREPOSITIONS[language]})\\s+$`, 'iu'),
  };
}

/** Named inside a question ("Is Bello coming home?", „Kommt Bello wieder nach Hause?“): asked about, not there. */
function askedAbout(text: string, at: number): boolean {
  const rest = text.slice(at);
  const quoteEnds = rest.search(/[“”"]/u);
  return /\?\s*$/u.test(quoteEnds >= 0 ? rest.slice(0, quoteEnds) : rest);
}

export const deathPresent: StoryRule = ({ id, plan, story }) => {
  const remembered = rememberedOnes(plan);
  if (remembered.length === 0) return [];
  const near = presenceNear(plan.language);
  const findings: Finding[] = [];
  for (const sentence of storySentences(story)) {
    if (MEMORY[plan.language].test(sentence.text)) continue;
    for (const one of remembered) {
      const pattern = wholeWords(one.words, { possessive: false });
      if (!pattern) continue;
      const present = [...sentence.text.matchAll(pattern)].find((match) => {
        const at = match.index ?? 0;
        if (askedAbout(sentence.text, at)) return false;
        const before = sentence.text.slice(0, at);
        if (near.before.test(before)) return true;
        return !near.object.test(before) && near.after.test(sentence.text.slice(at + match[0].length));
      });
      if (present)
        findings.push({
          rule: 'death-present',
          story: id,
          scene: sentence.scene,
          sentence: sentence.text,
          message: `${present[0]}, who died, is there in the scene (not remembered)`,
        });
    }
  }
  return findings;
};
