import type { DeNounForms, EnNounForms, Gender } from './types.ts';

/** A German adjective before the noun: a colour („gelb“) or a size („klein“); „lila“ and „rosa“ take no ending. */
export interface DeAdjective {
  stem: string;
  invariable?: boolean;
}

// The one place where noun phrases get their articles, adjective endings, cases and possessives.
// Authored text asks for a form ("his red scooter", „mit ihrem roten Roller“) and never builds one.

export interface Cases {
  nom: string;
  acc: string;
  dat: string;
}

/** A German noun phrase in every determiner the authored text needs. */
export interface DeNounPhrase {
  /** der rote Roller / den roten Roller / dem roten Roller */
  der: Cases;
  /** The same at a sentence's start: Der rote Roller … */
  Der: Cases;
  /** ein roter Roller …; for a plural or mass word no article: rote Gummistiefel */
  ein: Cases;
  /** The same at a sentence's start: Ein roter Roller … */
  Ein: Cases;
  /** The hero's: sein / ihr roter Roller …, or „Kims roter Roller“ when no pronoun is known. */
  sein: Cases;
  /** Without any article or possessive: roter Roller, rote Gummistiefel. */
  bare: Cases;
  /** The pronoun standing for it: er / sie / es, sie for a plural. */
  er: Cases;
  /** The noun alone, capitalised as German writes it. */
  noun: string;
  plural: boolean;
}

export interface EnNounPhrase {
  /** "a red scooter", "red wellies", "porridge" */
  a: string;
  /** The same at a sentence's start: "A red scooter", "Red wellies". */
  A: string;
  the: string;
  /** "The red scooter", at a sentence's start. */
  The: string;
  /** The hero's: "his red scooter", or "Kim's red scooter" when no pronoun is known. */
  his: string;
  bare: string;
  /** "it" / "them" */
  it: string;
  noun: string;
  plural: boolean;
}

type DeCase = keyof Cases;
type Declension = 'weak' | 'mixed' | 'strong';
type Number = Gender | 'pl';

const ARTICLE_DER: Record<Number, Cases> = {
  m: { nom: 'der', acc: 'den', dat: 'dem' },
  f: { nom: 'die', acc: 'die', dat: 'der' },
  n: { nom: 'das', acc: 'das', dat: 'dem' },
  pl: { nom: 'die', acc: 'die', dat: 'den' },
};
const ENDING_EIN: Record<Gender, Cases> = {
  m: { nom: '', acc: 'en', dat: 'em' },
  f: { nom: 'e', acc: 'e', dat: 'er' },
  n: { nom: '', acc: '', dat: 'em' },
};
/** Possessives (mein, sein, ihr, unser) end like „ein“ in the singular, and like „die“ in the plural. */
const ENDING_POSSESSIVE: Record<Number, Cases> = { ...ENDING_EIN, pl: { nom: 'e', acc: 'e', dat: 'en' } };
const ADJECTIVE: Record<Declension, Record<Number, Cases>> = {
  weak: {
    m: { nom: 'e', acc: 'en', dat: 'en' },
    f: { nom: 'e', acc: 'e', dat: 'en' },
    n: { nom: 'e', acc: 'e', dat: 'en' },
    pl: { nom: 'en', acc: 'en', dat: 'en' },
  },
  mixed: {
    m: { nom: 'er', acc: 'en', dat: 'en' },
    f: { nom: 'e', acc: 'e', dat: 'en' },
    n: { nom: 'es', acc: 'es', dat: 'en' },
    pl: { nom: 'en', acc: 'en', dat: 'en' },
  },
  strong: {
    m: { nom: 'er', acc: 'en', dat: 'em' },
    f: { nom: 'e', acc: 'e', dat: 'er' },
    n: { nom: 'es', acc: 'es', dat: 'em' },
    pl: { nom: 'e', acc: 'e', dat: 'en' },
  },
};
const PRONOUN_ER: Record<Number, Cases> = {
  m: { nom: 'er', acc: 'ihn', dat: 'ihm' },
  f: { nom: 'sie', acc: 'sie', dat: 'ihr' },
  n: { nom: 'es', acc: 'es', dat: 'ihm' },
  pl: { nom: 'sie', acc: 'sie', dat: 'ihnen' },
};
/** The German possessive of the hero: „sein“/„ihr“ by pronoun, or the name's genitive („Kims“). */
export type DeOwner = { possessive: 'sein' | 'ihr' | 'unser' } | { genitive: string } | { definite: true };

/** „Mias“, „Max’“: a German name's genitive, which stands before the noun. */
export function germanGenitive(name: string): string {
  return /[sßxz]$/i.test(name) ? `${name}’` : `${name}s`;
}

/** "Mia's", "James'". */
export function englishPossessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function germanNounFor(forms: DeNounForms, number: Number, c: DeCase): string {
  if (number === 'pl') {
    const plural = forms.plural ?? forms.noun;
    return c === 'dat' && !/[ns]$/.test(plural) ? `${plural}n` : plural;
  }
  return c !== 'nom' && forms.oblique ? forms.oblique : forms.noun;
}

function withAfter(text: string, after: string | undefined): string {
  return after ? `${text} ${after}` : text;
}

function adjectiveFor(adjective: DeAdjective | undefined, declension: Declension, number: Number, c: DeCase) {
  if (!adjective) return '';
  const { stem, invariable } = adjective;
  return invariable ? stem : `${stem}${ADJECTIVE[declension][number][c]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function phrase(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

export function germanNounPhrase(forms: DeNounForms, owner: DeOwner, colour?: DeAdjective): DeNounPhrase {
  const plural = forms.pluralOnly === true;
  const number: Number = plural ? 'pl' : forms.gender;
  const bareDeclension: Declension = 'strong';
  const build = (make: (c: DeCase) => string): Cases => ({ nom: make('nom'), acc: make('acc'), dat: make('dat') });
  const noun = (c: DeCase) => withAfter(germanNounFor(forms, number, c), forms.after);
  const der = build((c) => phrase(ARTICLE_DER[number][c], adjectiveFor(colour, 'weak', number, c), noun(c)));
  const bare = build((c) => phrase(adjectiveFor(colour, bareDeclension, number, c), noun(c)));
  const ein =
    plural || forms.mass
      ? bare
      : build((c) =>
          phrase(`ein${ENDING_EIN[number as Gender][c]}`, adjectiveFor(colour, 'mixed', number, c), noun(c)),
        );
  const sein = build((c) => {
    if ('definite' in owner) return der[c];
    if ('genitive' in owner) return phrase(owner.genitive, adjectiveFor(colour, 'strong', number, c), noun(c));
    const declension: Declension = number === 'pl' ? 'weak' : 'mixed';
    return phrase(
      `${owner.possessive}${ENDING_POSSESSIVE[number][c]}`,
      adjectiveFor(colour, declension, number, c),
      noun(c),
    );
  });
  const Der = build((c) => capitalise(der[c]));
  const Ein = build((c) => capitalise(ein[c]));
  return { der, Der, ein, Ein, sein, bare, er: PRONOUN_ER[number], noun: forms.noun, plural };
}

export function germanPronoun(gender: Gender | 'pl'): Cases {
  return PRONOUN_ER[gender];
}

/** "a" or "an" before an English word. */
export function englishArticle(word: string): 'a' | 'an' {
  return /^(?:uni|use|eu|one|once)/i.test(word) || !/^[aeiou]/i.test(word) ? 'a' : 'an';
}

export function englishNounPhrase(forms: EnNounForms, his: string, adjective?: string): EnNounPhrase {
  const plural = forms.pluralOnly === true;
  const bare = withAfter(phrase(adjective ?? '', forms.noun), forms.after);
  const a = plural || forms.mass ? bare : `${englishArticle(bare)} ${bare}`;
  return {
    a,
    A: capitalise(a),
    the: `the ${bare}`,
    The: `The ${bare}`,
    his: `${his} ${bare}`,
    bare,
    it: plural ? 'them' : 'it',
    noun: forms.noun,
    plural,
  };
}
