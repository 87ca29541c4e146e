import type { Language, PlanRelation } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import type { Gender } from './reading.ts';

// The words for people the reader knows, per language, and the words that are never a name
// ("Grandpa Died", „Opa Angeln“). The lexicon holds the words a story tells; these are only the
// words a parent may type for a relation, which the lexicon has no entries for.

/** `call`: the child calls them so ("Mummy", „Opa“); `title`: only with a name ("Auntie Sue"); `plain`: never. */
export type CallKind = 'call' | 'title' | 'plain';

interface RelationRow {
  relation: PlanRelation;
  gender: Gender;
  call: CallKind;
  words: string[];
}

const row = (relation: PlanRelation, gender: Gender, call: CallKind, words: string): RelationRow => ({
  relation,
  gender,
  call,
  words: words.split(','),
});

export const RELATION_WORDS: Record<Language, RelationRow[]> = {
  en: [
    row('mum', 'f', 'call', 'mum,mummy,mom,mommy,mama,mam,mammy,momma,mamma,mami'),
    row('mum', 'f', 'plain', 'mother,stepmum,stepmom,stepmother'),
    row('dad', 'm', 'call', 'dad,daddy,papa,dada,papi,pappa'),
    row('dad', 'm', 'plain', 'father,stepdad,stepfather'),
    row('grandma', 'f', 'call', 'grandma,granny,gran,nana,nanna,nan,grandmum,grandmom,granma,gramma,oma,omi,nonna'),
    row('grandma', 'f', 'plain', 'grandmother,great-grandma,great grandma'),
    row('grandpa', 'm', 'call', 'grandpa,grandad,granddad,grampa,granpa,gramps,grandpop,opa,opi,nonno,grandda'),
    row('grandpa', 'm', 'plain', 'grandfather,great-grandpa,great grandpa'),
    row('aunt', 'f', 'title', 'aunt,auntie,aunty'),
    row('uncle', 'm', 'title', 'uncle'),
    row('sister', 'f', 'plain', 'sister,sis,twin sister,stepsister,half-sister'),
    row('brother', 'm', 'plain', 'brother,twin brother,stepbrother,half-brother'),
    row('cousin', null, 'plain', 'cousin'),
    row('friend', null, 'plain', 'friend,best friend,bestie,buddy,best mate'),
    row('teacher', null, 'plain', 'teacher,nursery teacher,key worker,childminder'),
  ],
  de: [
    row('mum', 'f', 'call', 'mama,mami,mutti,mum,mom,mamma'),
    row('mum', 'f', 'plain', 'mutter,stiefmutter,stiefmama'),
    row('dad', 'm', 'call', 'papa,papi,vati,paps,pappa'),
    row('dad', 'm', 'plain', 'vater,stiefvater,stiefpapa'),
    row('grandma', 'f', 'call', 'oma,omi,omama,omma'),
    row('grandma', 'f', 'plain', 'großmutter,uroma'),
    row('grandpa', 'm', 'call', 'opa,opi,opapa'),
    row('grandpa', 'm', 'plain', 'großvater,uropa'),
    row('aunt', 'f', 'title', 'tante'),
    row('uncle', 'm', 'title', 'onkel'),
    row('sister', 'f', 'plain', 'schwester,schwesterchen,zwillingsschwester,halbschwester,stiefschwester'),
    row('brother', 'm', 'plain', 'bruder,brüderchen,zwillingsbruder,halbbruder,stiefbruder'),
    row('cousin', 'm', 'plain', 'cousin,vetter'),
    row('cousin', 'f', 'plain', 'cousine,kusine'),
    row('friend', 'm', 'plain', 'freund,kumpel,bester freund,kindergartenfreund,schulfreund'),
    row('friend', 'f', 'plain', 'freundin,beste freundin,kindergartenfreundin,schulfreundin'),
    row('teacher', 'm', 'plain', 'lehrer,erzieher'),
    row('teacher', 'f', 'plain', 'lehrerin,erzieherin,tagesmutter'),
  ],
};

/** The row of a typed relation word, in either language (English parents write „Oma“ too). */
export function relationWord(word: string, language: Language): RelationRow | undefined {
  const lower = word.toLowerCase();
  const find = (lang: Language) => RELATION_WORDS[lang].find((r) => r.words.includes(lower));
  return find(language) ?? find(language === 'en' ? 'de' : 'en');
}

/** Parents and the grown-ups a child may live with. */
export const PARENTS: readonly PlanRelation[] = ['mum', 'dad', 'parent'];

const NOT_NAMES = new Set(
  [
    // English words written with a capital at a sentence's start or always.
    'i,the,and,but,or,he,she,they,we,it,is,was,has,had,who,which,when,since,with,at,in,on,to,for,also,too,so,then',
    'his,her,their,our,my,a,an,this,that,there,here,died,passed,loves,likes,lives,used,always,never,because',
    'monday,tuesday,wednesday,thursday,friday,saturday,sunday,christmas,easter,halloween,mr,mrs,ms,miss,dr',
    'january,february,march,april,may,june,july,august,september,october,november,december,god,heaven',
    // German: articles, pronouns and nouns that follow a relation word without being a name.
    'der,die,das,den,dem,des,ein,eine,einen,einem,einer,und,oder,aber,er,sie,es,ich,wir,ihr,ist,hat,war,sind',
    'seit,mit,bei,von,vom,am,im,zum,zur,auf,aus,nach,wird,wurde,auch,noch,schon,immer,nie,gestern,heute',
    'angeln,fußball,fussball,garten,haus,hause,zuhause,auto,urlaub,geburtstag,wochenende,abend,morgen,tag',
    'nacht,jahr,jahre,jahren,woche,wochen,monat,monaten,sommer,winter,frühling,herbst,weihnachten,ostern',
    'kuchen,eis,spielplatz,zoo,schule,kita,kindergarten,bett,zimmer,angst,mut,himmel,stern,krankenhaus',
    'arbeit,montage,einsatz,bundeswehr,ausland,hilfe,brille,rollstuhl,schlafanzug,buch,bücher,lego,musik',
    'lied,lieder,essen,spaß,zeit,liebe,geschichte,geschichten,baby,demenz,krebs,gott,engel,tod,trauer',
    'montag,dienstag,mittwoch,donnerstag,freitag,samstag,sonntag,januar,februar,märz,mai,juni,juli',
    'oktober,dezember,frau,herr,see,meer,strand,wald,berge,park,bauernhof,insel,schwimmbad,fahrrad,roller',
  ]
    .join(',')
    .split(','),
);

let known: Set<string> | undefined;
const lexiconWords = () =>
  (known ??= new Set(
    [
      ...lexicon.all.animals,
      ...lexicon.all.colours,
      ...lexicon.all.foods,
      ...lexicon.all.toys,
      ...lexicon.all.clothes,
      ...lexicon.all.activities,
    ].flatMap((entry) => [...entry.spellings.en, ...entry.spellings.de]),
  ));

/**
 * Whether a capitalised word after a relation may be a name: not a common word, not a relation. In
 * German every noun has a capital, so a word the lexicon knows is no name there („mit Opa Pizza
 * essen“); in English it is ("our dog Biscuit", "Mrs Brown").
 */
export function mayBeName(word: string, language: Language = 'en'): boolean {
  const lower = word.toLowerCase();
  if (NOT_NAMES.has(lower) || (language === 'de' && lexiconWords().has(lower))) return false;
  return (
    !RELATION_WORDS.en.some((r) => r.words.includes(lower)) && !RELATION_WORDS.de.some((r) => r.words.includes(lower))
  );
}

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
