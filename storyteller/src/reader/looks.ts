import type { HairColour, HairStyle, Language, Pyjamas, SkinTone, StoryPlan } from '@dreamweaver/contracts';
import { clausesOf, denies } from './about-child.ts';
import type { Reading } from './reading.ts';
import { cached, gap, type Source, w } from './text.ts';

// How the child looks, as far as the parent wrote it about the child: hair colour and style, skin
// tone, freckles, and the pyjamas ("loves the pyjamas with stars", „Schlafanzug mit Dinos“). The
// pyjamas are a look only: the stars on them set no story in space, and their words are taken so
// nothing else reads them as an interest. A hair colour is never the story's colour.

type Look = StoryPlan['hero']['look'];

const HAIR = '(?:hair|curls|locks|haare|haaren|locken|zöpfe|zopf)';

const HAIR_COLOURS: { id: HairColour; pattern: RegExp }[] = [
  {
    id: 'red',
    pattern: w`(?:red|ginger|auburn)(?:[ -]haired| ${HAIR})|redhead|rot(?:e|en|es)? ${HAIR}|rothaarig…|rotschopf`,
  },
  {
    id: 'blond',
    pattern: w`(?:blond|blonde|golden|fair)(?:[ -]haired| ${HAIR})|blond(?:e|en|es)? ${HAIR}|(?:is|ist) (?:ganz )?blonde?`,
  },
  { id: 'black', pattern: w`(?:black|jet-black)(?:[ -]haired| ${HAIR})|schwarz(?:e|en|es)? ${HAIR}|schwarzhaarig…` },
  {
    id: 'brown',
    pattern: w`(?:brown|chestnut|brunette)(?:[ -]haired| ${HAIR})|brunette|braun(?:e|en|es)? ${HAIR}|braunhaarig…`,
  },
];

const HAIR_STYLES: { id: HairStyle; pattern: RegExp }[] = [
  { id: 'braids', pattern: w`braids?|plaits?|pigtails?|cornrows|zöpfe|zöpfchen|geflochten…` },
  { id: 'ponytail', pattern: w`pony ?tail|pferdeschwanz|zopf` },
  { id: 'curly', pattern: w`curls|curly|wavy hair|afro|locken|lockig…|lockenkopf|kraus(?:e|en) haare` },
  { id: 'long', pattern: w`long ${gap(2)}hair|lange(?:n|s)? ${gap(1)}(?:haare|locken)|langhaarig…` },
  { id: 'short', pattern: w`short ${gap(2)}hair|kurze(?:n|s)? ${gap(1)}haare|kurzhaarig…|buzz ?cut` },
];

const SKIN: { id: SkinTone; pattern: RegExp }[] = [
  { id: 'dark', pattern: w`(?:dark|deep)(?:[ -]skinned| skin)|dunkelhäutig…|dunkle(?:n)? haut` },
  { id: 'brown', pattern: w`brown(?:[ -]skinned| skin)|braune(?:n)? haut` },
  { id: 'olive', pattern: w`olive(?:[ -]skinned| skin)|olivfarbene(?:n)? haut` },
  { id: 'medium', pattern: w`(?:tan|tanned|light brown)(?:[ -]skinned| skin)|hellbraune(?:n)? haut` },
  { id: 'light', pattern: w`(?:fair|light|pale)(?:[ -]skinned| skin)|hellhäutig…|helle(?:n)? haut` },
];

const FRECKLES = w`freckles|freckled|sommersprossen…`;

/** Each pyjama motif: its English words, its German words, and the German compound's first part. */
const MOTIFS: { id: Pyjamas; en: string; de: string; compound: string }[] = [
  { id: 'stars', en: 'stars?|starry', de: 'sterne?n?|sternchen', compound: 'sternen|stern' },
  { id: 'stripes', en: 'stripes|stripy|stripey|striped', de: 'streifen|gestreift…', compound: 'streifen|ringel' },
  {
    id: 'spots',
    en: 'spots|spotty|dots|polka dots|spotted',
    de: 'punkten|punkte|gepunktet…|tupfen',
    compound: 'punkte|tupfen',
  },
  { id: 'dinosaurs', en: 'dinosaurs?|dinos?|t-rex', de: 'dinos?|dinosauriern?', compound: 'dino|dinosaurier' },
  { id: 'rainbows', en: 'rainbows?', de: 'regenbögen|regenbogen', compound: 'regenbogen' },
  { id: 'moons', en: 'moons?', de: 'monden|mond|monde', compound: 'mond' },
];

const PYJAMA_WORDS: Record<Language, string> = {
  en: '(?:pyjamas|pajamas|pyjama|pajama|pjs|jammies|nightie|onesie|sleepsuit)',
  de: '(?:schlafanzug|schlafanzüge|schlafanzügen|pyjama|pyjamas|nachthemd)',
};

const pyjamaPatterns = cached((language: Language): { id: Pyjamas; pattern: RegExp }[] =>
  MOTIFS.map(({ id, en, de, compound }) => {
    const motif = language === 'en' ? en : de;
    const before = language === 'en' ? `(?:${motif})[ -]` : `(?:(?:${compound})-?|(?:${motif}) )`;
    return {
      id,
      pattern: w`${before}${PYJAMA_WORDS[language]}|${PYJAMA_WORDS[language]} (?:with|covered in|mit|voller) ${gap(2)}(?:${motif})`,
    };
  }),
);

function first<T>(source: Source, text: string, offset: number, reading: Reading, table: { id: T; pattern: RegExp }[]) {
  for (const { id, pattern } of table) {
    const match = pattern.exec(text);
    if (!match) continue;
    const start = offset + (match.index ?? 0);
    reading.claim(source.index, { start, end: start + match[0].length });
    return id;
  }
  return null;
}

/** The child's look, read from the clauses about the child; what is not written stays empty. */
export function readLook(reading: Reading): Look {
  const look: Look = { hairColour: null, hairStyle: null, skinTone: null, pyjamas: null, freckles: false };
  for (const source of reading.told) {
    for (const clause of clausesOf(reading, source)) {
      if (!clause.child || denies(source, clause)) continue;
      const text = source.lower.slice(clause.start, clause.end);
      const read = <T>(table: { id: T; pattern: RegExp }[]) => first(source, text, clause.start, reading, table);
      look.pyjamas ??= read(pyjamaPatterns(source.language));
      look.hairColour ??= read(HAIR_COLOURS);
      look.hairStyle ??= read(HAIR_STYLES);
      look.skinTone ??= read(SKIN);
      look.freckles ||= read([{ id: true, pattern: FRECKLES }]) ?? false;
    }
  }
  return look;
}
